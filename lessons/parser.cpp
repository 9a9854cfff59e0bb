// Lesson file parser and validator: turns the bytes of a NAME.lesson.md file into a Lesson, or
// into diagnostics that each name a line, a column and what to do. Follows
// docs/lesson-format.md; the block and key table is lessons/schema.h.
#include "lessons/lesson.h"

#include "lessons/expression.h"
#include "lessons/grading.h"
#include "lessons/math.h"
#include "lessons/schema.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace lessons {
namespace {

const QRegularExpression& idPattern() {
    static const QRegularExpression re(QStringLiteral("^[a-z][a-z0-9-]*$"));
    return re;
}
const QRegularExpression& paramPattern() {
    static const QRegularExpression re(QStringLiteral("^[a-z][a-z0-9_-]*$"));
    return re;
}
constexpr int kMaxIdLength = 40;

// Code blocks whose info string is one of these are samples, never a misspelt block type
// (`text` is one edit away from `next`).
const QStringList& codeLanguages() {
    static const QStringList names = {
        QStringLiteral("text"),      QStringLiteral("txt"),    QStringLiteral("plain"),
        QStringLiteral("plaintext"), QStringLiteral("tex"),    QStringLiteral("latex"),
        QStringLiteral("math"),      QStringLiteral("python"), QStringLiteral("py"),
        QStringLiteral("cpp"),       QStringLiteral("c"),      QStringLiteral("c++"),
        QStringLiteral("bash"),      QStringLiteral("sh"),     QStringLiteral("shell"),
        QStringLiteral("console"),   QStringLiteral("json"),   QStringLiteral("yaml"),
        QStringLiteral("toml"),      QStringLiteral("ini"),    QStringLiteral("xml"),
        QStringLiteral("html"),      QStringLiteral("css"),    QStringLiteral("js"),
        QStringLiteral("ts"),        QStringLiteral("java"),   QStringLiteral("rust"),
        QStringLiteral("go"),        QStringLiteral("r"),      QStringLiteral("sql"),
        QStringLiteral("diff"),      QStringLiteral("cmake"),  QStringLiteral("make"),
        QStringLiteral("markdown"),  QStringLiteral("md"),     QStringLiteral("output"),
        QStringLiteral("numpy"),     QStringLiteral("torch"),  QStringLiteral("lua"),
        QStringLiteral("julia"),     QStringLiteral("matlab"), QStringLiteral("csv"),
        QStringLiteral("log"),       QStringLiteral("none"),   QStringLiteral("table-text"),
    };
    return names;
}

// First invalid byte of a UTF-8 text (overlong forms, surrogates and code points above
// U+10FFFF are invalid too), or -1.
qsizetype firstInvalidUtf8(const QByteArray& bytes) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int extra = 0;
        unsigned int cp = 0;
        unsigned int minimum = 0;
        if ((c & 0xE0) == 0xC0) {
            extra = 1;
            cp = c & 0x1F;
            minimum = 0x80;
        } else if ((c & 0xF0) == 0xE0) {
            extra = 2;
            cp = c & 0x0F;
            minimum = 0x800;
        } else if ((c & 0xF8) == 0xF0) {
            extra = 3;
            cp = c & 0x07;
            minimum = 0x10000;
        } else {
            return i;
        }
        for (int k = 1; k <= extra; ++k) {
            if (i + k >= n || (p[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        if (cp < minimum || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += extra + 1;
    }
    return -1;
}

// 1-based column of a UTF-16 index, counting code points.
int columnOf(const QString& line, qsizetype index) {
    int column = 1;
    for (qsizetype i = 0; i < index && i < line.size(); ++i) {
        if (!line.at(i).isLowSurrogate())
            ++column;
    }
    return column;
}

QString quoted(const QString& s) {
    return QStringLiteral("`%1`").arg(s);
}

// Library messages end with "(what to do)"; a diagnostic keeps the two apart.
QPair<QString, QString> splitHint(const QString& text, const QString& fallbackHint) {
    const qsizetype paren = text.indexOf(QLatin1String(" ("));
    if (paren > 0 && text.endsWith(QLatin1Char(')')))
        return {text.left(paren), text.mid(paren + 2, text.size() - paren - 3)};
    return {text, fallbackHint};
}

const QString kMathHint = QStringLiteral("see the math subset in docs/lesson-format.md");

struct Fence {
    bool ok = false;
    QChar ch;
    int count = 0;
    QString info;
    int infoColumn = 0; // 1-based
    int indent = 0;
};

Fence matchFence(const QString& line) {
    Fence f;
    int i = 0;
    while (i < line.size() && i < 4 && line.at(i) == QLatin1Char(' '))
        ++i;
    if (i > 3 || i >= line.size())
        return f;
    const QChar ch = line.at(i);
    if (ch != QLatin1Char('`') && ch != QLatin1Char('~'))
        return f;
    int count = 0;
    while (i + count < line.size() && line.at(i + count) == ch)
        ++count;
    if (count < 3)
        return f;
    const QString rest = line.mid(i + count);
    if (ch == QLatin1Char('`') && rest.contains(QLatin1Char('`')))
        return f; // an inline code span such as ```a``` is not a fence
    f.ok = true;
    f.ch = ch;
    f.count = count;
    f.indent = i;
    f.info = rest.trimmed();
    int infoStart = i + count;
    while (infoStart < line.size() && line.at(infoStart).isSpace())
        ++infoStart;
    f.infoColumn = columnOf(line, infoStart);
    return f;
}

bool isClosingFence(const QString& line, const Fence& open) {
    const Fence f = matchFence(line);
    return f.ok && f.ch == open.ch && f.count >= open.count && f.info.isEmpty();
}

QString firstWord(const QString& info) {
    qsizetype end = 0;
    while (end < info.size() && !info.at(end).isSpace() && info.at(end) != QLatin1Char('{'))
        ++end;
    return info.left(end);
}

struct Binding {
    QString name;
    QString key;
    QString blockType;
    QString bindTo;
    SourcePos pos;
    bool hasRange = false;
    double min = 0, max = 0;
};

struct VariableUse {
    QString name;
    SourcePos pos;
};

struct IdUse {
    QString id;
    SourcePos pos;
};

class Parser {
public:
    Parser(const QByteArray& bytes, const QString& fileName) : bytes_(bytes), file_(fileName) {}

    ParseResult run() {
        ParseResult result;
        parse();
        result.diagnostics = diags_;
        if (errorCount(diags_) == 0)
            result.lesson = lesson_;
        return result;
    }

private:
    // ---- diagnostics -------------------------------------------------------------------------
    void add(Diagnostic::Severity severity, SourcePos pos, const QString& message,
             const QString& hint) {
        Diagnostic d;
        d.severity = severity;
        d.file = file_;
        d.line = pos.line;
        d.column = pos.column;
        d.message = message;
        d.hint = hint;
        diags_.append(d);
    }
    void error(SourcePos pos, const QString& message, const QString& hint = {}) {
        add(Diagnostic::Severity::Error, pos, message, hint);
    }
    void mathError(SourcePos pos, const QString& text) {
        const auto [message, hint] = splitHint(text, kMathHint);
        error(pos, message, hint);
    }
    void warning(SourcePos pos, const QString& message, const QString& hint = {}) {
        add(Diagnostic::Severity::Warning, pos, message, hint);
    }
    static QString didYouMean(const QString& word, const QStringList& candidates,
                              const QString& otherwise = {}) {
        const QString best = closestMatch(word, candidates);
        if (!best.isEmpty())
            return QStringLiteral("did you mean %1?").arg(quoted(best));
        return otherwise;
    }

    // Position of a character offset inside an entry's (possibly continued) value.
    SourcePos valuePos(const Entry& e, qsizetype offset) const {
        if (offset <= 0 || e.linePositions.isEmpty())
            return e.valuePos;
        int line = 0;
        qsizetype lineStart = 0;
        for (qsizetype i = 0; i < offset && i < e.value.size(); ++i) {
            if (e.value.at(i) == QLatin1Char('\n')) {
                ++line;
                lineStart = i + 1;
            }
        }
        line = std::min(line, int(e.linePositions.size()) - 1);
        const SourcePos start = e.linePositions.at(line);
        const QString segment = e.value.mid(lineStart, offset - lineStart);
        return {start.line, start.column + columnOf(segment, segment.size()) - 1};
    }

    // ---- top level ---------------------------------------------------------------------------
    void parse() {
        if (bytes_.size() > kMaxFileBytes) {
            error({1, 1},
                  QStringLiteral("file is %1 KiB, above the cap of %2 KiB")
                      .arg((bytes_.size() + 1023) / 1024)
                      .arg(kMaxFileBytes / 1024),
                  QStringLiteral("split it into several lessons"));
            return;
        }
        QByteArray bytes = bytes_;
        if (bytes.startsWith("\xEF\xBB\xBF"))
            bytes.remove(0, 3);
        const qsizetype bad = firstInvalidUtf8(bytes);
        if (bad >= 0) {
            const qsizetype lineStart = bytes.lastIndexOf('\n', bad - 1) + 1;
            int column = 1;
            for (qsizetype i = lineStart; i < bad; ++i) {
                if ((static_cast<unsigned char>(bytes.at(i)) & 0xC0) != 0x80)
                    ++column;
            }
            const int line = int(bytes.left(bad).count('\n')) + 1;
            error({line, column},
                  QStringLiteral("invalid UTF-8 (byte 0x%1)")
                      .arg(static_cast<unsigned char>(bytes.at(bad)), 2, 16, QLatin1Char('0')),
                  QStringLiteral("save the file as UTF-8 in your editor"));
            return;
        }
        const QString text = QString::fromUtf8(bytes);
        lines_ = text.split(QLatin1Char('\n'));
        for (QString& l : lines_) {
            if (l.endsWith(QLatin1Char('\r')))
                l.chop(1);
        }
        lesson_.filePath = file_;
        const int bodyStart = parseHeader();
        if (bodyStart < 0)
            return;
        parseBody(bodyStart);
        crossCheck();
    }

    // ---- header ------------------------------------------------------------------------------
    int parseHeader() {
        const QString headerHint = QStringLiteral(
            "start the file with a line `---`, then `id:`, `title:`, `summary:`, `minutes:` and "
            "`order:` lines, then `---`");
        if (lines_.isEmpty() || lines_.first().trimmed() != QLatin1String("---")) {
            error({1, 1}, QStringLiteral("the file does not start with a `---` header"),
                  headerHint);
            return -1;
        }
        int end = -1;
        for (int i = 1; i < lines_.size(); ++i) {
            if (lines_.at(i).trimmed() == QLatin1String("---")) {
                end = i;
                break;
            }
        }
        if (end < 0) {
            error({1, 1}, QStringLiteral("the header is never closed"),
                  QStringLiteral("add a line `---` after the last header line"));
            return -1;
        }
        static const QStringList keys = {QStringLiteral("id"),      QStringLiteral("title"),
                                         QStringLiteral("summary"), QStringLiteral("minutes"),
                                         QStringLiteral("order"),   QStringLiteral("requires"),
                                         QStringLiteral("language")};
        static const QRegularExpression keyLine(
            QStringLiteral("^([A-Za-z][A-Za-z0-9_-]*)[ \\t]*:(.*)$"));
        QHash<QString, int> seen;
        QHash<QString, QPair<QString, SourcePos>> values;
        for (int i = 1; i < end; ++i) {
            const QString& line = lines_.at(i);
            const QString trimmed = line.trimmed();
            if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#')))
                continue;
            const QRegularExpressionMatch m = keyLine.match(line);
            if (!m.hasMatch()) {
                error({i + 1, 1}, QStringLiteral("expected `key: value` in the header"),
                      QStringLiteral("write e.g. `title: My lesson`"));
                continue;
            }
            const QString key = m.captured(1);
            const SourcePos keyPos{i + 1, 1};
            if (!keys.contains(key)) {
                if (keys.contains(key.toLower()))
                    error(keyPos,
                          QStringLiteral("header key %1 must be lowercase").arg(quoted(key)),
                          QStringLiteral("write %1").arg(quoted(key.toLower())));
                else
                    error(keyPos, QStringLiteral("unknown header key %1").arg(quoted(key)),
                          didYouMean(key, keys,
                                     QStringLiteral("the header keys are: ") +
                                         keys.join(QStringLiteral(", "))));
                continue;
            }
            if (seen.contains(key)) {
                error(keyPos,
                      QStringLiteral("header key %1 is given twice (first on line %2)")
                          .arg(quoted(key))
                          .arg(seen.value(key)),
                      QStringLiteral("remove one of them"));
                continue;
            }
            seen.insert(key, i + 1);
            const QString rawValue = m.captured(2);
            qsizetype valueStart = m.capturedStart(2);
            while (valueStart < line.size() && line.at(valueStart).isSpace())
                ++valueStart;
            values.insert(key, {rawValue.trimmed(), {i + 1, columnOf(line, valueStart)}});
        }
        const SourcePos top{1, 1};
        auto need = [&](const char* key, const char* example) {
            const QString k = QString::fromLatin1(key);
            if (values.contains(k) && values.value(k).first.isEmpty()) {
                error(values.value(k).second,
                      QStringLiteral("header key %1 has no value").arg(quoted(k)),
                      QStringLiteral("write e.g. `%1: %2`").arg(k, QString::fromUtf8(example)));
                return false;
            }
            if (!values.contains(k)) {
                error(top, QStringLiteral("the header lacks %1").arg(quoted(k)),
                      QStringLiteral("add a line `%1: %2` to the header")
                          .arg(k, QString::fromUtf8(example)));
                return false;
            }
            return true;
        };
        if (need("id", "my-lesson")) {
            const auto [id, pos] = values.value(QStringLiteral("id"));
            lesson_.idPos = pos;
            if (checkId(id, pos, QStringLiteral("lesson id")))
                lesson_.id = id;
        }
        if (need("title", "Scaled dot-product attention")) {
            const auto [title, pos] = values.value(QStringLiteral("title"));
            checkTextMath(title, pos);
            lesson_.title = title;
        }
        if (need("summary", "Why the scores are divided by the square root of d_k")) {
            const auto [summary, pos] = values.value(QStringLiteral("summary"));
            checkTextMath(summary, pos);
            lesson_.summary = summary;
        }
        if (need("minutes", "20")) {
            const auto [text, pos] = values.value(QStringLiteral("minutes"));
            lesson_.minutes = checkHeaderInt(QStringLiteral("minutes"), text, pos, 1, 600);
        }
        if (values.contains(QStringLiteral("requires"))) {
            const auto [text, pos] = values.value(QStringLiteral("requires"));
            int offset = 0;
            for (const QString& part : text.split(QLatin1Char(','))) {
                const QString id = part.trimmed();
                const int lead =
                    int(part.size() - part.trimmed().size()) > 0 ? int(part.indexOf(id)) : 0;
                const SourcePos idPos{pos.line, pos.column + offset + std::max(0, lead)};
                if (id.isEmpty())
                    error(idPos, QStringLiteral("empty item in `requires`"),
                          QStringLiteral("remove the extra comma"));
                else if (checkId(id, idPos, QStringLiteral("required lesson id")))
                lesson_.requires.append(id);
                offset += int(part.size()) + 1;
            }
        }
        if (values.contains(QStringLiteral("order"))) {
            const auto [text, pos] = values.value(QStringLiteral("order"));
            if (text.isEmpty())
                need("order", "1");
            else
                lesson_.order = checkHeaderInt(QStringLiteral("order"), text, pos, 1, 999);
        } else if (!values.contains(QStringLiteral("requires"))) {
            error(top, QStringLiteral("the header has neither `order` nor `requires`"),
                  QStringLiteral("add `order: N` (the lesson's place in the course) or "
                                 "`requires: other-lesson-id`"));
        }
        lesson_.language = QStringLiteral("en");
        SourcePos languagePos = top;
        if (values.contains(QStringLiteral("language"))) {
            const auto [text, pos] = values.value(QStringLiteral("language"));
            languagePos = pos;
            static const QRegularExpression lang(QStringLiteral("^[a-z]{2,3}$"));
            if (!lang.match(text).hasMatch())
                error(pos, QStringLiteral("language %1 is not a language code").arg(quoted(text)),
                      QStringLiteral("write two or three lowercase letters, e.g. `en` or `de`"));
            else
                lesson_.language = text;
        }
        static const QRegularExpression variant(QStringLiteral("\\.([a-z]{2,3})\\.lesson\\.md$"));
        const QRegularExpressionMatch vm = variant.match(QFileInfo(file_).fileName());
        if (vm.hasMatch() && vm.captured(1) != lesson_.language) {
            error(languagePos,
                  QStringLiteral("the file name marks the %1 variant but the header says "
                                 "`language: %2`")
                      .arg(quoted(vm.captured(1)), lesson_.language),
                  QStringLiteral("add `language: %1` to the header, or rename the file")
                      .arg(vm.captured(1)));
        }
        return end + 1;
    }

    int checkHeaderInt(const QString& key, const QString& text, SourcePos pos, int lo, int hi) {
        bool ok = false;
        const int v = text.toInt(&ok);
        if (!ok) {
            error(
                pos,
                QStringLiteral("%1 must be a whole number, not %2").arg(quoted(key), quoted(text)),
                QStringLiteral("write a number from %1 to %2").arg(lo).arg(hi));
            return 0;
        }
        if (v < lo || v > hi) {
            error(
                pos,
                QStringLiteral("%1 is %2, outside %3..%4").arg(quoted(key)).arg(v).arg(lo).arg(hi),
                QStringLiteral("write a number from %1 to %2").arg(lo).arg(hi));
            return 0;
        }
        return v;
    }

    bool checkId(const QString& id, SourcePos pos, const QString& what) {
        if (id.size() > kMaxIdLength) {
            error(pos,
                  QStringLiteral("%1 %2 is longer than %3 characters")
                      .arg(what, quoted(id))
                      .arg(kMaxIdLength),
                  QStringLiteral("shorten it"));
            return false;
        }
        if (!idPattern().match(id).hasMatch()) {
            error(pos, QStringLiteral("%1 %2 is not a valid id").arg(what, quoted(id)),
                  QStringLiteral("use lowercase letters, digits and '-', starting with a letter"));
            return false;
        }
        return true;
    }

    void checkTextMath(const QString& text, SourcePos pos) {
        const MathCheck m = checkMath(text);
        if (m.error.isEmpty())
            return;
        mathError({pos.line, pos.column + columnOf(text, m.offset) - 1}, m.error);
    }

    // ---- body --------------------------------------------------------------------------------
    struct OpenGroup {
        Block block;
        bool open = false;
    };

    void parseBody(int start) {
        QStringList prose;
        int proseStart = start;
        bool inComment = false;
        int i = start;
        while (i < lines_.size() && !stopped_) {
            const QString& line = lines_.at(i);
            const Fence fence = inComment ? Fence() : matchFence(line);
            if (!fence.ok) {
                if (prose.isEmpty())
                    proseStart = i;
                prose.append(line);
                const qsizetype open = line.lastIndexOf(QLatin1String("<!--"));
                if (inComment)
                    inComment = !line.contains(QLatin1String("-->"));
                else if (open >= 0)
                    inComment = line.indexOf(QLatin1String("-->"), open + 4) < 0;
                ++i;
                continue;
            }
            flushProse(&prose, proseStart);
            const QString type = firstWord(fence.info);
            const SourcePos pos{i + 1, fence.infoColumn};
            if (fence.ch == QLatin1Char('`') && findBlockSpec(type)) {
                i = parseTypedBlock(i, fence, type, pos);
                continue;
            }
            if (fence.ch == QLatin1Char('`') && !type.isEmpty() &&
                !codeLanguages().contains(type)) {
                if (findBlockSpec(type.toLower())) {
                    error(pos, QStringLiteral("block type %1 must be lowercase").arg(quoted(type)),
                          QStringLiteral("write %1").arg(quoted(type.toLower())));
                } else {
                    const QString best = closestMatch(type.toLower(), blockTypeNames());
                    if (!best.isEmpty())
                        error(pos, QStringLiteral("unknown block type %1").arg(quoted(type)),
                              QStringLiteral("did you mean %1?").arg(quoted(best)));
                }
            }
            i = parseCodeBlock(i, fence, type);
        }
        flushProse(&prose, proseStart);
        if (group_.open) {
            const QString closer = group_.block.type + QStringLiteral("-end");
            error(group_.block.pos,
                  QStringLiteral("the %1 group is never closed").arg(quoted(group_.block.type)),
                  QStringLiteral("add a %1 block after its last block").arg(quoted(closer)));
            closeGroup();
        }
    }

    void flushProse(QStringList* prose, int startIndex) {
        bool blank = true;
        for (const QString& l : *prose)
            blank = blank && l.trimmed().isEmpty();
        if (blank) {
            prose->clear();
            return;
        }
        Block b;
        b.type = QStringLiteral("prose");
        int first = 0;
        while (prose->at(first).trimmed().isEmpty())
            ++first;
        b.pos = {startIndex + first + 1, 1};
        b.source = prose->join(QLatin1Char('\n'));
        const MathCheck m = checkMath(b.source);
        if (!m.error.isEmpty()) {
            const QString before = b.source.left(m.offset);
            const int lineIndex = int(before.count(QLatin1Char('\n')));
            const qsizetype lineStart = before.lastIndexOf(QLatin1Char('\n')) + 1;
            const QString& line = prose->at(lineIndex);
            mathError({startIndex + lineIndex + 1, columnOf(line, m.offset - lineStart)}, m.error);
        }
        warnAboutImages(*prose, startIndex);
        b.markdown = markdownWithMath(b.source);
        prose->clear();
        attach(b, true);
    }

    // Lessons load no files (docs/lesson-format.md, "Safety"): an image would show as nothing.
    void warnAboutImages(const QStringList& lines, int startIndex) {
        static const QRegularExpression image(QStringLiteral("!\\[[^\\]]*\\]\\(|<img\\b"),
                                              QRegularExpression::CaseInsensitiveOption);
        for (int i = 0; i < lines.size(); ++i) {
            const QRegularExpressionMatch m = image.match(lines.at(i));
            if (m.hasMatch())
                warning({startIndex + i + 1, columnOf(lines.at(i), m.capturedStart())},
                        QStringLiteral("images are not shown: lessons load no files"),
                        QStringLiteral("describe the picture in words, or use a chart block"));
        }
    }

    int parseCodeBlock(int openIndex, const Fence& fence, const QString& language) {
        Block b;
        b.type = QStringLiteral("code");
        b.language = language;
        b.pos = {openIndex + 1, fence.indent + 1};
        int i = openIndex + 1;
        while (i < lines_.size() && !isClosingFence(lines_.at(i), fence))
            ++i;
        if (i >= lines_.size()) {
            error(b.pos, QStringLiteral("code block is never closed"),
                  QStringLiteral("add a line of %1 after it").arg(QString(fence.count, fence.ch)));
            b.markdown = lines_.mid(openIndex).join(QLatin1Char('\n'));
            attach(b, false);
            return int(lines_.size());
        }
        b.markdown = lines_.mid(openIndex, i - openIndex + 1).join(QLatin1Char('\n'));
        attach(b, false);
        return i + 1;
    }

    int parseTypedBlock(int openIndex, const Fence& fence, const QString& type, SourcePos pos) {
        Block b;
        b.type = type;
        b.pos = pos;
        if (fence.info != type) {
            const QString extra = fence.info.mid(type.size()).trimmed();
            error({pos.line, pos.column + int(type.size()) + 1},
                  QStringLiteral("unexpected %1 after the block type").arg(quoted(extra)),
                  QStringLiteral("put keys on their own lines inside the block"));
        }
        static const QRegularExpression keyLine(
            QStringLiteral("^([A-Za-z][A-Za-z0-9_-]*)(?:[ \\t]+([^:\\s]+))?[ \\t]*:(.*)$"));
        int i = openIndex + 1;
        bool closed = false;
        bool tooManyEntries = false;
        for (; i < lines_.size(); ++i) {
            const QString& line = lines_.at(i);
            if (isClosingFence(line, fence)) {
                closed = true;
                break;
            }
            const Fence inner = matchFence(line);
            if (inner.ok && !inner.info.isEmpty())
                break; // the author forgot to close this block; the next one starts here
            const QString trimmed = line.trimmed();
            if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#')))
                continue;
            const bool indented =
                line.startsWith(QLatin1String("  ")) || line.startsWith(QLatin1Char('\t'));
            if (indented) {
                if (b.entries.isEmpty()) {
                    error({i + 1, 1}, QStringLiteral("indented line without a key above it"),
                          QStringLiteral("start with `key: value`; indent only the lines that "
                                         "continue a value"));
                    continue;
                }
                Entry& e = b.entries.last();
                qsizetype start = 0;
                while (start < line.size() && line.at(start).isSpace())
                    ++start;
                e.linePositions.append({i + 1, columnOf(line, start)});
                if (!e.value.isEmpty() || e.linePositions.size() > 1)
                    e.value += QLatin1Char('\n');
                e.value += line.mid(start).trimmed();
                continue;
            }
            const QRegularExpressionMatch m = keyLine.match(line);
            if (!m.hasMatch()) {
                error({i + 1, 1},
                      QStringLiteral("expected `key: value` in a %1 block").arg(quoted(type)),
                      QStringLiteral("write one `key: value` per line; continue a long value on "
                                     "lines indented by two spaces"));
                continue;
            }
            if (b.entries.size() >= kMaxEntriesPerBlock) {
                if (!tooManyEntries)
                    error({i + 1, 1},
                          QStringLiteral("more than %1 key lines in one block")
                              .arg(kMaxEntriesPerBlock),
                          QStringLiteral("split the block into several blocks"));
                tooManyEntries = true;
                continue;
            }
            Entry e;
            e.key = m.captured(1);
            e.arg = m.captured(2);
            e.keyPos = {i + 1, columnOf(line, m.capturedStart(1))};
            qsizetype valueStart = m.capturedStart(3);
            while (valueStart < line.size() && line.at(valueStart).isSpace())
                ++valueStart;
            e.valuePos = {i + 1, columnOf(line, valueStart)};
            e.value = m.captured(3).trimmed();
            e.linePositions.append(e.valuePos);
            b.entries.append(e);
        }
        if (!closed) {
            error(pos, QStringLiteral("the %1 block is never closed").arg(quoted(type)),
                  QStringLiteral("add a line of %1 after its last key")
                      .arg(QString(fence.count, fence.ch)));
        }
        // Continued values: a value given only on the following lines starts there.
        for (Entry& e : b.entries) {
            if (e.linePositions.size() > 1 && e.value.startsWith(QLatin1Char('\n'))) {
                e.value.remove(0, 1);
                e.linePositions.removeFirst();
                e.valuePos = e.linePositions.first();
            }
        }
        ++blockCount_;
        if (blockCount_ > kMaxBlocksPerLesson) {
            error(pos, QStringLiteral("more than %1 blocks in one lesson").arg(kMaxBlocksPerLesson),
                  QStringLiteral("split the lesson into several files"));
            stopped_ = true;
            return int(lines_.size());
        }
        validateBlock(b);
        attach(b, false);
        return closed ? i + 1 : i;
    }

    // ---- groups ------------------------------------------------------------------------------
    void attach(const Block& b, bool isProse) {
        if (isGroupOpener(b.type)) {
            if (group_.open) {
                error(b.pos,
                      QStringLiteral("groups do not nest: the %1 opened on line %2 is still open")
                          .arg(quoted(group_.block.type))
                          .arg(group_.block.pos.line),
                      QStringLiteral("add %1 before this block")
                          .arg(quoted(group_.block.type + QStringLiteral("-end"))));
                return;
            }
            group_.block = b;
            group_.open = true;
            return;
        }
        if (isGroupCloser(b.type)) {
            const QString opener = b.type.left(b.type.size() - 4);
            if (!group_.open || group_.block.type != opener) {
                error(b.pos,
                      QStringLiteral("%1 closes no open %2").arg(quoted(b.type), quoted(opener)),
                      group_.open ? QStringLiteral("close the open %1 with %2")
                                        .arg(quoted(group_.block.type),
                                             quoted(group_.block.type + QStringLiteral("-end")))
                                  : QStringLiteral("remove it, or add a %1 block before the "
                                                   "blocks it should hold")
                                        .arg(quoted(opener)));
                return;
            }
            closeGroup();
            return;
        }
        if (b.type == QLatin1String("step")) {
            if (!group_.open || group_.block.type != QLatin1String("walkthrough")) {
                error(b.pos, QStringLiteral("a `step` block outside a walkthrough"),
                      QStringLiteral("put steps between `walkthrough` and `walkthrough-end`"));
                return;
            }
            group_.block.children.append(b);
            return;
        }
        if (group_.open && group_.block.type == QLatin1String("walkthrough")) {
            if (group_.block.children.isEmpty()) {
                error(b.pos,
                      isProse ? QStringLiteral("text between `walkthrough` and its first `step`")
                              : QStringLiteral("a %1 block between `walkthrough` and its first "
                                               "`step`")
                                    .arg(quoted(b.type)),
                      QStringLiteral("add a `step` block before it"));
                return;
            }
            group_.block.children.last().children.append(b);
            return;
        }
        if (group_.open) {
            group_.block.children.append(b);
            return;
        }
        lesson_.blocks.append(b);
    }

    void closeGroup() {
        if (group_.block.type == QLatin1String("walkthrough") && group_.block.children.isEmpty())
            error(group_.block.pos, QStringLiteral("the walkthrough has no `step`"),
                  QStringLiteral("add at least one `step` block with a `title`"));
        if (group_.block.type == QLatin1String("quickcheck")) {
            bool hasQuestion = false;
            for (const Block& c : group_.block.children)
                hasQuestion = hasQuestion || c.type == QLatin1String("question");
            if (!hasQuestion)
                warning(group_.block.pos, QStringLiteral("the quick check holds no question"),
                        QStringLiteral("add `question` blocks before `quickcheck-end`"));
        }
        lesson_.blocks.append(group_.block);
        group_ = OpenGroup();
    }

    // ---- one block ---------------------------------------------------------------------------
    void validateBlock(Block& b) {
        QString kind;
        if (const Entry* k = b.entry(QStringLiteral("kind")))
            kind = k->value;
        const QList<KeySpec> keys = keysFor(b.type, kind);
        const bool knownKind = b.type != QLatin1String("chart") || chartKinds().contains(kind);
        QHash<QString, int> firstLine;
        QStringList keyNames;
        for (const KeySpec& k : keys) {
            if (!keyNames.contains(k.key))
                keyNames.append(k.key);
        }
        for (const Entry& e : b.entries) {
            const KeySpec* spec = findKey(keys, e.key, !e.arg.isEmpty());
            if (!spec) {
                reportUnknownKey(b, e, keys, keyNames, kind, knownKind);
                continue;
            }
            const QString slot = e.key + QLatin1Char(' ') + e.arg;
            if (firstLine.contains(slot)) {
                const QString what =
                    e.arg.isEmpty() ? quoted(e.key) : quoted(e.key + QLatin1Char(' ') + e.arg);
                if (!spec->repeatable || !e.arg.isEmpty()) {
                    error(e.keyPos,
                          QStringLiteral("%1 is given twice (first on line %2)")
                              .arg(what)
                              .arg(firstLine.value(slot)),
                          e.arg.isEmpty() ? QStringLiteral("remove one of them")
                                          : QStringLiteral("give each a different id"));
                    continue;
                }
            } else {
                firstLine.insert(slot, e.keyPos.line);
            }
            if (spec->hasArg)
                checkId(e.arg, {e.keyPos.line, e.keyPos.column + int(e.key.size()) + 1},
                        QStringLiteral("%1 id").arg(e.key));
            checkValue(b, e, *spec);
        }
        for (const KeySpec& k : keys) {
            if (!k.required)
                continue;
            bool present = false;
            for (const Entry& e : b.entries)
                present = present || (e.key == k.key && e.arg.isEmpty() != k.hasArg);
            if (present)
                continue;
            if (k.hasArg)
                error(b.pos,
                      QStringLiteral("the %1 block has no %2 line")
                          .arg(quoted(b.type), quoted(k.key)),
                      QStringLiteral("add lines like `%1 a: ...`").arg(k.key));
            else
                error(b.pos,
                      QStringLiteral("the %1 block lacks %2").arg(quoted(b.type), quoted(k.key)),
                      QStringLiteral("add a line `%1: ...`").arg(k.key));
        }
        if (b.type == QLatin1String("slider"))
            checkSlider(b);
        else if (b.type == QLatin1String("choice"))
            checkChoice(b);
        else if (b.type == QLatin1String("chart") || b.type == QLatin1String("table"))
            checkChart(b, kind);
        else if (b.type == QLatin1String("lab"))
            checkLab(b);
        else if (b.type == QLatin1String("question"))
            checkQuestion(b);
        if (isControlType(b.type)) {
            const Entry* p = b.entry(QStringLiteral("param"));
            if (p && !p->value.isEmpty())
                controls_.append({p->value, b.type, p->valuePos, b});
        }
        if (const Entry* id = b.entry(QStringLiteral("id")))
            ids_.append({id->value, id->valuePos});
    }

    void reportUnknownKey(const Block& b, const Entry& e, const QList<KeySpec>& keys,
                          const QStringList& keyNames, const QString& kind, bool knownKind) {
        if (const KeySpec* other = findKey(keys, e.key, e.arg.isEmpty())) {
            if (other->hasArg)
                error(e.keyPos, QStringLiteral("%1 needs an id after it").arg(quoted(e.key)),
                      QStringLiteral("write `%1 ID: ...`, e.g. `%1 a: ...`").arg(e.key));
            else
                error(e.keyPos,
                      QStringLiteral("%1 takes no id, but %2 follows it")
                          .arg(quoted(e.key), quoted(e.arg)),
                      QStringLiteral("write `%1: value`").arg(e.key));
            return;
        }
        if (e.key != e.key.toLower() && keyNames.contains(e.key.toLower())) {
            error(e.keyPos, QStringLiteral("key %1 must be lowercase").arg(quoted(e.key)),
                  QStringLiteral("write %1").arg(quoted(e.key.toLower())));
            return;
        }
        if (b.type == QLatin1String("chart")) {
            if (!knownKind)
                return; // the kind itself is reported; its keys cannot be judged
            for (const QString& other : chartKinds()) {
                if (findKey(keysFor(b.type, other), e.key, !e.arg.isEmpty())) {
                    error(e.keyPos,
                          QStringLiteral("%1 does not apply to a %2 chart")
                              .arg(quoted(e.key), quoted(kind)),
                          QStringLiteral("remove it; the keys of a %1 chart are: %2")
                              .arg(quoted(kind), keyNames.join(QStringLiteral(", "))));
                    return;
                }
            }
        }
        error(e.keyPos,
              QStringLiteral("unknown key %1 in a %2 block").arg(quoted(e.key), quoted(b.type)),
              didYouMean(e.key, keyNames,
                         QStringLiteral("the keys of %1 are: %2")
                             .arg(quoted(b.type), keyNames.join(QStringLiteral(", ")))));
    }

    void checkValue(const Block& b, const Entry& e, const KeySpec& spec) {
        const QString& v = e.value;
        if (v.isEmpty()) {
            error(e.valuePos, QStringLiteral("%1 has no value").arg(quoted(e.key)),
                  QStringLiteral("write a value after the colon, or remove the line"));
            return;
        }
        if (v.startsWith(QLatin1Char('@'))) {
            if (spec.bindTo.isEmpty()) {
                error(e.valuePos,
                      QStringLiteral("%1 cannot be bound to a parameter").arg(quoted(e.key)),
                      QStringLiteral("write a fixed value"));
                return;
            }
            const QString name = v.mid(1).trimmed();
            if (!paramPattern().match(name).hasMatch()) {
                error(e.valuePos, QStringLiteral("%1 is not a parameter name").arg(quoted(v)),
                      QStringLiteral("write `@name`, where name is the `param` of a %1")
                          .arg(spec.bindTo));
                return;
            }
            bindings_.append({name, e.key, b.type, spec.bindTo,
                              SourcePos{e.valuePos.line, e.valuePos.column + 1}, spec.hasRange,
                              spec.min, spec.max});
            return;
        }
        switch (spec.type) {
        case ValueType::Text:
            checkTextValue(e);
            break;
        case ValueType::Math: {
            const MathResult m = texToHtml(v);
            if (!m.ok())
                mathError(valuePos(e, m.errorColumn), m.error);
            break;
        }
        case ValueType::Id:
        case ValueType::BlockRef:
            checkId(v, e.valuePos, quoted(e.key));
            if (spec.type == ValueType::BlockRef)
                reveals_.append({v, e.valuePos});
            break;
        case ValueType::LessonRef:
            checkId(v, e.valuePos, QStringLiteral("lesson id"));
            break;
        case ValueType::Param:
            if (v.size() > kMaxIdLength || !paramPattern().match(v).hasMatch())
                error(e.valuePos, QStringLiteral("%1 is not a valid parameter name").arg(quoted(v)),
                      QStringLiteral("use lowercase letters, digits and '_', starting with a letter"
                                     ", at most %1 characters")
                          .arg(kMaxIdLength));
            break;
        case ValueType::Int:
        case ValueType::Number:
            checkNumber(e, spec);
            break;
        case ValueType::Bool: {
            static const QStringList words = {QStringLiteral("true"), QStringLiteral("false"),
                                              QStringLiteral("on"),   QStringLiteral("off"),
                                              QStringLiteral("yes"),  QStringLiteral("no")};
            if (!words.contains(v.toLower()))
                error(e.valuePos, QStringLiteral("%1 is not true or false").arg(quoted(v)),
                      QStringLiteral("write `true` or `false` (or on/off, yes/no)"));
            break;
        }
        case ValueType::List:
            checkList(e, spec);
            break;
        case ValueType::Expr:
            checkExpression(e, v, 0);
            break;
        case ValueType::Enum:
            if (!spec.choices.contains(v)) {
                const QString all = spec.choices.join(QStringLiteral("`, `"));
                error(e.valuePos,
                      QStringLiteral("%1 is not a valid %2").arg(quoted(v), quoted(e.key)),
                      didYouMean(v, spec.choices, QStringLiteral("write one of `%1`").arg(all)));
            }
            break;
        case ValueType::OptionRef:
            if (!b.args(QStringLiteral("option")).contains(v))
                error(e.valuePos, QStringLiteral("%1 is not one of the options").arg(quoted(v)),
                      didYouMean(v, b.args(QStringLiteral("option")),
                                 QStringLiteral("write the id of an `option` line")));
            break;
        case ValueType::OptionIds:
            break; // checked with the question
        case ValueType::Readout:
            checkReadout(e);
            break;
        }
    }

    void checkTextValue(const Entry& e) {
        const MathCheck m = checkMath(e.value);
        if (!m.error.isEmpty())
            mathError(valuePos(e, m.offset), m.error);
    }

    bool checkNumber(const Entry& e, const KeySpec& spec) {
        double value = 0.0;
        static const QRegularExpression number(
            QStringLiteral("^[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?$"));
        bool ok = number.match(e.value).hasMatch();
        if (ok)
            value = e.value.toDouble(&ok);
        if (!ok || !std::isfinite(value)) {
            error(e.valuePos,
                  QStringLiteral("%1 must be a number, not %2").arg(quoted(e.key), quoted(e.value)),
                  spec.bindTo.isEmpty()
                      ? QStringLiteral("write digits, e.g. `16` or `0.5`")
                      : QStringLiteral("write digits, e.g. `16`, or `@name` to follow a %1")
                            .arg(spec.bindTo));
            return false;
        }
        if (spec.type == ValueType::Int && value != std::floor(value)) {
            error(e.valuePos,
                  QStringLiteral("%1 must be a whole number, not %2").arg(quoted(e.key), e.value),
                  QStringLiteral("remove the fraction"));
            return false;
        }
        return checkRange(e.valuePos, e.key, value, spec);
    }

    bool checkRange(SourcePos pos, const QString& key, double value, const KeySpec& spec) {
        if (!spec.hasRange)
            return true;
        const bool low = spec.minExclusive ? value <= spec.min : value < spec.min;
        if (!low && value <= spec.max)
            return true;
        const QString v = QString::number(value, 'g', 10);
        const bool isCap = !low && (key == QLatin1String("samples") || key == QLatin1String("dk") ||
                                    key == QLatin1String("bins") || key == QLatin1String("max-dk"));
        if (isCap) {
            error(pos,
                  QStringLiteral("%1 is %2, above the cap of %3").arg(quoted(key), v).arg(spec.max),
                  QStringLiteral("use at most %1: larger values would make the application "
                                 "freeze")
                      .arg(spec.max));
        } else if (spec.minExclusive && spec.max >= 1e9) {
            error(pos,
                  QStringLiteral("%1 is %2, but it must be greater than %3")
                      .arg(quoted(key), v)
                      .arg(spec.min),
                  QStringLiteral("use a positive value"));
        } else if (spec.max >= 1e9) {
            error(pos,
                  QStringLiteral("%1 is %2, but it must be at least %3")
                      .arg(quoted(key), v)
                      .arg(spec.min),
                  QStringLiteral("use a value of at least %1").arg(spec.min));
        } else if (spec.minExclusive) {
            error(pos,
                  QStringLiteral("%1 is %2, but it must be greater than %3 and at most %4")
                      .arg(quoted(key), v)
                      .arg(spec.min)
                      .arg(spec.max),
                  QStringLiteral("use a value in that range"));
        } else {
            error(pos,
                  QStringLiteral("%1 is %2, outside %3..%4")
                      .arg(quoted(key), v)
                      .arg(spec.min)
                      .arg(spec.max),
                  QStringLiteral("use a value from %1 to %2").arg(spec.min).arg(spec.max));
        }
        return false;
    }

    bool checkList(const Entry& e, const KeySpec& spec) {
        const ParsedList parsed = parseNumberList(e.value, spec.maxItems, spec.maxAbs);
        if (!parsed.ok) {
            const auto [message, hint] = splitHint(
                parsed.error, QStringLiteral("write numbers separated by commas, e.g. `4, 2, 0`"));
            error(valuePos(e, parsed.errorColumn),
                  QStringLiteral("in %1: %2").arg(quoted(e.key), message), hint);
            return false;
        }
        if (parsed.values.size() < spec.minItems) {
            error(e.valuePos,
                  QStringLiteral("%1 needs at least %2 numbers, got %3")
                      .arg(quoted(e.key))
                      .arg(spec.minItems)
                      .arg(parsed.values.size()),
                  QStringLiteral("add numbers separated by commas"));
            return false;
        }
        if (spec.maxItems == 2 && spec.minItems == 2 && parsed.values.size() != 2) {
            error(e.valuePos, QStringLiteral("%1 needs exactly two numbers").arg(quoted(e.key)),
                  QStringLiteral("write `lo, hi`"));
            return false;
        }
        return true;
    }

    void checkExpression(const Entry& e, const QString& expr, qsizetype offset) {
        QString err;
        int column = -1;
        const QStringList names = expressionVariables(expr, &err, &column);
        if (!err.isEmpty()) {
            error(valuePos(e, offset + std::max(0, std::min(column, int(expr.size())))),
                  QStringLiteral("formula %1 does not parse: %2").arg(quoted(expr), err),
                  QStringLiteral("write numbers, parameter names, + - * / ^ and functions such as "
                                 "sqrt(dk)"));
            // Names in a broken formula still count as read, so the control it meant to read
            // is not reported as bound to nothing as well.
            static const QRegularExpression anyWord(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*"));
            for (auto it = anyWord.globalMatch(expr); it.hasNext();)
                softUses_.insert(it.next().captured());
            return;
        }
        for (const QString& name : names) {
            static const QRegularExpression word(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*"));
            qsizetype at = -1;
            for (auto it = word.globalMatch(expr); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                if (m.captured() == name) {
                    at = m.capturedStart();
                    break;
                }
            }
            variables_.append({name, valuePos(e, offset + std::max<qsizetype>(0, at))});
        }
    }

    void checkReadout(const Entry& e) {
        checkTextValue(e);
        QString err;
        int at = -1;
        const QList<Placeholder> holders = readoutPlaceholders(e.value, &err, &at);
        if (!err.isEmpty()) {
            const auto [message, hint] = splitHint(err, QString());
            error(valuePos(e, at), message, hint);
            return;
        }
        if (holders.isEmpty())
            warning(e.valuePos, QStringLiteral("the readout holds no `{formula}`"),
                    QStringLiteral("add e.g. `{sqrt(dk)|2}`, or use plain prose instead"));
        for (const Placeholder& p : holders)
            checkExpression(e, p.expr, p.exprOffset);
    }

    // ---- block-specific rules ----------------------------------------------------------------
    const Entry* literal(const Block& b, const QString& key) const {
        const Entry* e = b.entry(key);
        return e && !e->value.isEmpty() && !e->value.startsWith(QLatin1Char('@')) ? e : nullptr;
    }

    bool numberOf(const Block& b, const QString& key, double* out) const {
        const Entry* e = literal(b, key);
        return e && parseNumber(e->value, out) && !e->value.contains(QLatin1Char(','));
    }

    void checkSlider(const Block& b) {
        const Entry* values = b.entry(QStringLiteral("values"));
        const Entry* minE = b.entry(QStringLiteral("min"));
        const Entry* maxE = b.entry(QStringLiteral("max"));
        const Entry* def = b.entry(QStringLiteral("default"));
        double lo = 0, hi = 0, d = 0;
        const bool hasLo = numberOf(b, QStringLiteral("min"), &lo);
        const bool hasHi = numberOf(b, QStringLiteral("max"), &hi);
        const bool hasDefault = numberOf(b, QStringLiteral("default"), &d);
        if (values) {
            if (minE || maxE || b.has(QStringLiteral("step"))) {
                const Entry* extra = minE ? minE : maxE ? maxE : b.entry(QStringLiteral("step"));
                error(extra->keyPos,
                      QStringLiteral("%1 and `values` both given").arg(quoted(extra->key)),
                      QStringLiteral("give either `values` (the only stops) or `min`/`max`/`step`"
                                     ", not both"));
            }
            const ParsedList stops = parseNumberList(values->value, 64, 1e300);
            if (!stops.ok)
                return;
            for (int i = 1; i < stops.values.size(); ++i) {
                if (stops.values.at(i) <= stops.values.at(i - 1)) {
                    error(values->valuePos, QStringLiteral("`values` must be ascending"),
                          QStringLiteral("list the stops from smallest to largest, each once"));
                    return;
                }
            }
            if (b.boolean(QStringLiteral("log")) && stops.values.first() <= 0)
                error(values->valuePos, QStringLiteral("a `log` slider needs positive values"),
                      QStringLiteral("make every value greater than 0, or remove `log`"));
            if (hasDefault && !stops.values.contains(d))
                error(def->valuePos,
                      QStringLiteral("default %1 is not one of `values`").arg(def->value),
                      QStringLiteral("use one of: %1").arg(values->value));
            sliderRanges_.insert(b.text(QStringLiteral("param")),
                                 {stops.values.first(), stops.values.last()});
            return;
        }
        if (!minE || !maxE) {
            error(b.pos, QStringLiteral("the slider has neither `min` and `max` nor `values`"),
                  QStringLiteral("add `min: ...` and `max: ...` lines, or `values: 1, 4, 16`"));
            return;
        }
        if (!hasLo || !hasHi)
            return;
        if (lo >= hi) {
            error(
                maxE->valuePos,
                QStringLiteral("`max` (%1) is not above `min` (%2)").arg(maxE->value, minE->value),
                QStringLiteral("make `min` smaller than `max`"));
            return;
        }
        if (b.boolean(QStringLiteral("log")) && lo <= 0)
            error(minE->valuePos, QStringLiteral("a `log` slider needs `min` > 0"),
                  QStringLiteral("raise `min` above 0, or remove `log`"));
        if (hasDefault && (d < lo || d > hi))
            error(def->valuePos,
                  QStringLiteral("default %1 is outside %2..%3")
                      .arg(def->value, minE->value, maxE->value),
                  QStringLiteral("pick a default between `min` and `max`"));
        sliderRanges_.insert(b.text(QStringLiteral("param")), {lo, hi});
    }

    void checkChoice(const Block& b) {
        const QStringList options = b.args(QStringLiteral("option"));
        if (!options.isEmpty() && options.size() < 2)
            error(b.pos, QStringLiteral("a choice needs at least two options"),
                  QStringLiteral("add another `option ID: label` line"));
        choices_.insert(b.text(QStringLiteral("param")), options);
    }

    void checkChart(const Block& b, const QString& kind) {
        static const QStringList scored = {QStringLiteral("softmax"), QStringLiteral("gradient"),
                                           QStringLiteral("buses"), QStringLiteral("temperature")};
        const bool isTable = b.type == QLatin1String("table");
        if (!isTable && !scored.contains(kind)) {
            if (kind == QLatin1String("histogram")) {
                const Entry* range = b.entry(QStringLiteral("range"));
                const ParsedList r = range ? parseNumberList(range->value, 2, 1e6) : ParsedList();
                if (range && r.ok && r.values.size() == 2 && r.values.at(0) >= r.values.at(1))
                    error(range->valuePos, QStringLiteral("`range` must be `lo, hi` with lo < hi"),
                          QStringLiteral("write e.g. `-40, 40`"));
            }
            return;
        }
        const QStringList sets = b.args(QStringLiteral("scores"));
        const Entry* plain = b.entry(QStringLiteral("scores"));
        const Entry* query = b.entry(QStringLiteral("query"));
        if (!plain && sets.isEmpty())
            error(b.pos,
                  QStringLiteral("the %1 has no `scores`")
                      .arg(isTable ? QStringLiteral("table") : QStringLiteral("chart")),
                  QStringLiteral("add `scores: 2, 1, 0` (raw scores, one per key), or named sets "
                                 "`scores ID: ...` with `query: @choice`"));
        if (plain && !sets.isEmpty())
            error(plain->keyPos, QStringLiteral("both `scores` and named `scores ID` sets given"),
                  QStringLiteral("keep one form: named sets need `query: @choice`"));
        if (!sets.isEmpty() && !query)
            error(b.pos, QStringLiteral("named score sets but no `query`"),
                  QStringLiteral("add `query: @name` naming a choice whose options are: %1")
                      .arg(sets.join(QStringLiteral(", "))));
        if (query && !query->value.startsWith(QLatin1Char('@')))
            error(query->valuePos, QStringLiteral("`query` must follow a choice"),
                  QStringLiteral("write `query: @name`, where name is the `param` of a choice"));
        if (query && query->value.startsWith(QLatin1Char('@')))
            queries_.append({query->value.mid(1).trimmed(),
                             {query->valuePos.line, query->valuePos.column + 1},
                             sets});
        if (kind == QLatin1String("buses") && b.has(QStringLiteral("scale")))
            warning(b.entry(QStringLiteral("scale"))->keyPos,
                    QStringLiteral("`scale` is not used by a `buses` chart"),
                    QStringLiteral("remove it: the three buses always show none, sqrt and dk"));
    }

    void checkLab(const Block& b) {
        const Entry* dims = b.entry(QStringLiteral("dims"));
        QList<double> dimValues;
        if (dims) {
            const ParsedList parsed = parseNumberList(dims->value, kMaxLabDims, kMaxDk);
            if (parsed.ok) {
                int offset = 0;
                const QStringList parts = dims->value.split(QLatin1Char(','));
                for (int i = 0; i < parsed.values.size(); ++i) {
                    const double v = parsed.values.at(i);
                    const QString part = parts.value(i);
                    const int at = offset + int(part.size() - part.trimmed().size() > 0
                                                    ? part.indexOf(part.trimmed())
                                                    : 0);
                    if (v != std::floor(v) || v < 1) {
                        error(valuePos(*dims, at),
                              QStringLiteral("head dimension %1 is not a whole number from 1 to %2")
                                  .arg(part.trimmed())
                                  .arg(kMaxDk),
                              QStringLiteral("use whole numbers such as 1, 64, 512"));
                        return;
                    }
                    offset += int(part.size()) + 1;
                }
                dimValues = parsed.values;
            }
        }
        const Entry* predict = b.entry(QStringLiteral("predict"));
        if (predict && !b.has(QStringLiteral("predict-prompt")))
            error(predict->keyPos, QStringLiteral("`predict` without `predict-prompt`"),
                  QStringLiteral("add `predict-prompt: ...` saying what the student predicts"));
        if (!predict) {
            for (const char* key : {"predict-prompt", "predict-dim"}) {
                if (const Entry* e = b.entry(QString::fromLatin1(key)))
                    warning(e->keyPos,
                            QStringLiteral("%1 is unused without `predict`").arg(quoted(e->key)),
                            QStringLiteral("add `predict: direction` or `predict: max-weight`, or "
                                           "remove it"));
            }
        }
        double dim = 0;
        const Entry* pd = b.entry(QStringLiteral("predict-dim"));
        if (pd && numberOf(b, QStringLiteral("predict-dim"), &dim) && !dimValues.isEmpty() &&
            !dimValues.contains(dim))
            error(pd->valuePos,
                  QStringLiteral("`predict-dim` %1 is not one of `dims`").arg(pd->value),
                  QStringLiteral("use one of: %1").arg(dims->value));
    }

    void checkQuestion(const Block& b) {
        const QString kind = b.text(QStringLiteral("kind"));
        const QStringList options = b.args(QStringLiteral("option"));
        const Entry* answer = b.entry(QStringLiteral("answer"));
        if (kind == QLatin1String("numeric")) {
            for (const Entry& e : b.entries) {
                if (e.key == QLatin1String("option") || e.key == QLatin1String("feedback") ||
                    e.key == QLatin1String("answer")) {
                    error(e.keyPos,
                          QStringLiteral("%1 does not apply to a numeric question")
                              .arg(quoted(e.key)),
                          QStringLiteral("numeric questions are graded by `expected` and "
                                         "`tolerance`; remove it or use `kind: single`"));
                    break;
                }
            }
            if (!b.has(QStringLiteral("expected")))
                error(b.pos, QStringLiteral("the numeric question has no `expected` value"),
                      QStringLiteral("add `expected: ...`, a number or a formula such as "
                                     "`sqrt(dk)`"));
            return;
        }
        if (kind != QLatin1String("single") && kind != QLatin1String("multi"))
            return;
        for (const char* key : {"expected", "tolerance", "unit"}) {
            if (const Entry* e = b.entry(QString::fromLatin1(key)))
                error(e->keyPos,
                      QStringLiteral("%1 applies only to numeric questions").arg(quoted(e->key)),
                      QStringLiteral("remove it, or use `kind: numeric`"));
        }
        if (options.size() < 2)
            error(b.pos,
                  QStringLiteral("the question has %1 option%2; it needs at least two")
                      .arg(options.size())
                      .arg(options.size() == 1 ? QString() : QStringLiteral("s")),
                  QStringLiteral("add lines like `option a: ...` and `option b: ...`"));
        for (const Entry& e : b.entries) {
            if (e.key == QLatin1String("feedback") && !e.arg.isEmpty() && !options.contains(e.arg))
                error({e.keyPos.line, e.keyPos.column + int(e.key.size()) + 1},
                      QStringLiteral("feedback for %1, which is not an option").arg(quoted(e.arg)),
                      didYouMean(e.arg, options, QStringLiteral("use the id of an `option` line")));
        }
        if (!answer) {
            error(b.pos, QStringLiteral("the question has no correct answer"),
                  kind == QLatin1String("single")
                      ? QStringLiteral("add `answer: ID` naming the correct option")
                      : QStringLiteral("add `answer: a, c` naming every correct option"));
            return;
        }
        if (answer->value.isEmpty())
            return; // reported as an empty value
        QStringList ids;
        int offset = 0;
        for (const QString& part : answer->value.split(QLatin1Char(','))) {
            const QString id = part.trimmed();
            const int at = offset + int(part.indexOf(id.isEmpty() ? part : id));
            offset += int(part.size()) + 1;
            if (id.isEmpty()) {
                error(valuePos(*answer, at), QStringLiteral("empty item in `answer`"),
                      QStringLiteral("remove the extra comma"));
                return;
            }
            if (!options.contains(id)) {
                error(valuePos(*answer, at),
                      QStringLiteral("answer %1 is not among the options").arg(quoted(id)),
                      didYouMean(id, options,
                                 QStringLiteral("name an option: %1")
                                     .arg(options.join(QStringLiteral(", ")))));
                return;
            }
            ids.append(id);
        }
        if (kind == QLatin1String("single") && ids.size() != 1)
            error(answer->valuePos, QStringLiteral("a single-choice question has one answer"),
                  QStringLiteral("name one option, or use `kind: multi`"));
    }

    // ---- whole lesson ------------------------------------------------------------------------
    struct Control {
        QString name;
        QString type;
        SourcePos pos;
        Block block;
    };
    struct Query {
        QString name;
        SourcePos pos;
        QStringList sets;
    };

    void crossCheck() {
        QHash<QString, const Control*> byName;
        for (const Control& c : controls_) {
            if (const Control* first = byName.value(c.name)) {
                error(c.pos,
                      QStringLiteral("parameter %1 is already set by the %2 on line %3")
                          .arg(quoted(c.name), first->type)
                          .arg(first->pos.line),
                      QStringLiteral("give each control its own `param` name"));
                continue;
            }
            byName.insert(c.name, &c);
        }
        QHash<QString, SourcePos> firstId;
        for (const IdUse& id : ids_) {
            if (id.id.isEmpty())
                continue;
            if (firstId.contains(id.id)) {
                error(id.pos,
                      QStringLiteral("duplicate id %1 (first used on line %2)")
                          .arg(quoted(id.id))
                          .arg(firstId.value(id.id).line),
                      QStringLiteral("give each block its own id"));
                continue;
            }
            firstId.insert(id.id, id.pos);
        }
        const QStringList names = byName.keys();
        QSet<QString> used;
        for (const Binding& bnd : bindings_) {
            const Control* c = byName.value(bnd.name);
            if (!c) {
                error(bnd.pos, QStringLiteral("`@%1` names no parameter").arg(bnd.name),
                      didYouMean(
                          bnd.name, names,
                          QStringLiteral("add a %1 with `param: %2`").arg(bnd.bindTo, bnd.name)));
                continue;
            }
            used.insert(bnd.name);
            if (c->type != bnd.bindTo) {
                error(
                    bnd.pos,
                    QStringLiteral("%1 needs a %2, but `%3` is set by a %4")
                        .arg(quoted(bnd.key), bnd.bindTo, bnd.name, c->type),
                    QStringLiteral("bind %1 to a %2's parameter").arg(quoted(bnd.key), bnd.bindTo));
                continue;
            }
            if (bnd.hasRange && sliderRanges_.contains(bnd.name)) {
                const auto [lo, hi] = sliderRanges_.value(bnd.name);
                const bool low = bnd.key == QLatin1String("temperature") ? lo <= 0 : lo < bnd.min;
                if (low || hi > bnd.max)
                    error(bnd.pos,
                          QStringLiteral("slider `%1` spans %2..%3, but %4 allows %5..%6")
                              .arg(bnd.name)
                              .arg(lo)
                              .arg(hi)
                              .arg(quoted(bnd.key))
                              .arg(bnd.min)
                              .arg(bnd.max),
                          QStringLiteral("narrow the slider's range"));
            }
        }
        for (const VariableUse& v : variables_) {
            const Control* c = byName.value(v.name);
            if (!c) {
                error(v.pos,
                      QStringLiteral("formula names %1, which no control defines")
                          .arg(quoted(v.name)),
                      didYouMean(
                          v.name, names,
                          QStringLiteral("add a slider or toggle with `param: %1`").arg(v.name)));
                continue;
            }
            used.insert(v.name);
            if (c->type == QLatin1String("choice"))
                error(v.pos,
                      QStringLiteral("%1 is a choice; its value is an option id, not a number")
                          .arg(quoted(v.name)),
                      QStringLiteral("use a slider or toggle parameter in formulas"));
        }
        for (const QString& name : softUses_) {
            if (byName.contains(name))
                used.insert(name);
        }
        for (const Query& q : queries_) {
            const Control* c = byName.value(q.name);
            if (!c || c->type != QLatin1String("choice"))
                continue; // reported with the bindings
            for (const QString& option : choices_.value(q.name)) {
                if (!q.sets.contains(option)) {
                    error(q.pos,
                          QStringLiteral("option %1 of choice `%2` has no score set here")
                              .arg(quoted(option), q.name),
                          QStringLiteral("add `scores %1: ...` to this block").arg(option));
                    break;
                }
            }
        }
        for (const Control& c : controls_) {
            if (!used.contains(c.name) && byName.value(c.name) == &c)
                error(c.pos, QStringLiteral("control %1 is bound to nothing").arg(quoted(c.name)),
                      QStringLiteral("read it with `@%1` in a chart, table or lab key, or name it "
                                     "in a formula; otherwise remove the control")
                          .arg(c.name));
        }
        for (const IdUse& r : reveals_) {
            const Block* target = findTarget(lesson_.blocks, r.id);
            if (!target)
                error(r.pos,
                      QStringLiteral("`reveal` names %1, which is no block of this lesson")
                          .arg(quoted(r.id)),
                      didYouMean(r.id, firstId.keys(),
                                 QStringLiteral("use the id of a chart or table")));
            else if (target->type != QLatin1String("chart") &&
                     target->type != QLatin1String("table"))
                error(r.pos,
                      QStringLiteral("`reveal` names the %1 %2; only charts and tables can be "
                                     "revealed")
                          .arg(target->type, quoted(r.id)),
                      QStringLiteral("use the id of a chart or table"));
        }
    }

    static const Block* findTarget(const QList<Block>& blocks, const QString& id) {
        for (const Block& b : blocks) {
            if (const Entry* e = b.entry(QStringLiteral("id")); e && e->value == id)
                return &b;
            if (const Block* inner = findTarget(b.children, id))
                return inner;
        }
        return nullptr;
    }

    const QByteArray& bytes_;
    QString file_;
    QStringList lines_;
    QList<Diagnostic> diags_;
    Lesson lesson_;
    OpenGroup group_;
    int blockCount_ = 0;
    bool stopped_ = false;
    QList<Control> controls_;
    QList<Binding> bindings_;
    QList<VariableUse> variables_;
    QList<IdUse> ids_;
    QList<IdUse> reveals_;
    QSet<QString> softUses_;
    QList<Query> queries_;
    QHash<QString, QPair<double, double>> sliderRanges_;
    QHash<QString, QStringList> choices_;
};

} // namespace

ParseResult parseLesson(const QByteArray& bytes, const QString& fileName) {
    return Parser(bytes, fileName).run();
}

ParseResult loadLessonFile(const QString& path) {
    ParseResult result;
    auto fail = [&](const QString& message, const QString& hint) {
        Diagnostic d;
        d.file = path;
        d.line = 1;
        d.column = 1;
        d.message = message;
        d.hint = hint;
        result.diagnostics.append(d);
        return result;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read the file: %1").arg(file.errorString()),
                    QStringLiteral("check that it exists and is readable"));
    if (file.size() > kMaxFileBytes)
        return fail(QStringLiteral("file is %1 KiB, above the cap of %2 KiB")
                        .arg((file.size() + 1023) / 1024)
                        .arg(kMaxFileBytes / 1024),
                    QStringLiteral("split it into several lessons"));
    // Read one byte past the cap so a file that grew after size() is still caught.
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    return parseLesson(bytes, path);
}

} // namespace lessons
