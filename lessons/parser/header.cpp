// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/parser/parser.h"

#include "lessons/buttonroles.h"
#include "lessons/expression.h"
#include "lessons/grading.h"
#include "lessons/limits.h"
#include "lessons/math.h"
#include "lessons/syntax.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>

namespace lessons::parse {

// ---- header ------------------------------------------------------------------------------
namespace {

// What to do when a file name's language and the header's disagree. The interface picks a
// variant by its locale's code, two letters for every language that has them (`de`, never
// `ger`): a three-letter name beside a two-letter header is never shown, so renaming is the
// only advice (author28's case 123 was told to write `language: ger`).
QString fileLanguageHint(const QString& fileCode, const QString& headerCode) {
    if (fileCode.size() == 3 && headerCode.size() == 2)
        return QCoreApplication::translate(
                   "lessons", "rename the file to end in `.%1.lesson.md`: the interface language "
                              "picks a variant by its two-letter code, never %2")
            .arg(headerCode, quoted(fileCode));
    return QCoreApplication::translate("lessons",
                                       "add `language: %1` to the header, or rename the file")
        .arg(fileCode);
}

} // namespace

int Parser::parseHeader() {
    const QString headerHint = QCoreApplication::translate(
        "lessons",
        "start the file with a line `---`, then `id:`, `title:`, `summary:`, `minutes:` and "
        "`order:` lines, then `---`");
    if (lines_.isEmpty() || lines_.first().trimmed() != QLatin1String("---")) {
        error({1, 1},
              QCoreApplication::translate("lessons", "the file does not start with a `---` header"),
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
        error(
            {1, 1}, QCoreApplication::translate("lessons", "the header is never closed"),
            QCoreApplication::translate("lessons", "add a line `---` after the last header line"));
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
        // A header has no continued lines: an indented key is that key, set off by mistake.
        int indent = 0;
        while (indent < line.size() && line.at(indent).isSpace())
            ++indent;
        const QRegularExpressionMatch m = keyLine.match(line.mid(indent));
        if (indent > 0 && m.hasMatch() && keys.contains(m.captured(1)))
            error({i + 1, columnOf(line, indent)},
                  QCoreApplication::translate("lessons", "header key %1 is indented")
                      .arg(quoted(m.captured(1))),
                  QCoreApplication::translate("lessons", "start it at the beginning of the line"));
        else if (indent > 0 && i > 1 && keyLine.match(lines_.at(i - 1)).hasMatch()) {
            // author29: a summary continued on a second line was told "expected `key: value`".
            error({i + 1, 1},
                  QCoreApplication::translate("lessons", "a header value cannot continue on a "
                                                         "second line"),
                  QCoreApplication::translate("lessons", "join this line to the one above: each "
                                                         "header key takes one line"));
            continue;
        } else if (indent > 0 || !m.hasMatch()) {
            error({i + 1, 1},
                  QCoreApplication::translate("lessons", "expected `key: value` in the header"),
                  QCoreApplication::translate("lessons", "write e.g. `title: My lesson`"));
            continue;
        }
        const QString key = m.captured(1);
        const SourcePos keyPos{i + 1, columnOf(line, indent)};
        if (!keys.contains(key)) {
            if (keys.contains(key.toLower()))
                error(keyPos,
                      QCoreApplication::translate("lessons", "header key %1 must be lowercase")
                          .arg(quoted(key)),
                      QStringLiteral("write %1").arg(quoted(key.toLower())));
            else
                error(keyPos,
                      QCoreApplication::translate("lessons", "unknown header key %1")
                          .arg(quoted(key)),
                      didYouMean(key, keys,
                                 QCoreApplication::translate("lessons", "the header keys are: ") +
                                     keys.join(QStringLiteral(", "))));
            continue;
        }
        if (seen.contains(key)) {
            error(keyPos,
                  QCoreApplication::translate("lessons",
                                              "header key %1 is given twice (first on line %2)")
                      .arg(quoted(key))
                      .arg(seen.value(key)),
                  QCoreApplication::translate("lessons", "remove one of them"));
            continue;
        }
        seen.insert(key, i + 1);
        const QString rawValue = m.captured(2);
        qsizetype valueStart = indent + m.capturedStart(2);
        while (valueStart < line.size() && line.at(valueStart).isSpace())
            ++valueStart;
        values.insert(key, {rawValue.trimmed(), {i + 1, columnOf(line, valueStart)}});
    }
    const SourcePos top{1, 1};
    auto need = [&](const char* key, const char* example) {
        const QString k = QString::fromLatin1(key);
        if (values.contains(k) && values.value(k).first.isEmpty()) {
            error(
                values.value(k).second,
                QCoreApplication::translate("lessons", "header key %1 has no value").arg(quoted(k)),
                QCoreApplication::translate("lessons", "write e.g. `%1: %2`")
                    .arg(k, QString::fromUtf8(example)));
            return false;
        }
        if (!values.contains(k)) {
            error(top, QCoreApplication::translate("lessons", "the header lacks %1").arg(quoted(k)),
                  QCoreApplication::translate("lessons", "add a line `%1: %2` to the header")
                      .arg(k, QString::fromUtf8(example)));
            return false;
        }
        return true;
    };
    if (need("id", "my-lesson")) {
        const auto [id, pos] = values.value(QStringLiteral("id"));
        lesson_.idPos = pos;
        if (checkId(id, pos, QCoreApplication::translate("lessons", "lesson id")))
            lesson_.id = id;
    }
    // The template's placeholders: a real lesson's title read as a suggestion (an outside author).
    if (need("title", "My lesson title")) {
        const auto [title, pos] = values.value(QStringLiteral("title"));
        checkTextMath(title, pos);
        lesson_.title = title;
    }
    if (need("summary", "One line that says what the student will be able to do")) {
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
                error(idPos, QCoreApplication::translate("lessons", "empty item in `requires`"),
                      QCoreApplication::translate("lessons", "remove the extra comma"));
            else if (checkId(id, idPos,
                             QCoreApplication::translate("lessons", "required lesson id"))) {
                lesson_.requires.append(id);
                lesson_.requiresPositions.append(idPos);
            }
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
        error(
            top,
            QCoreApplication::translate("lessons", "the header has neither `order` nor `requires`"),
            QCoreApplication::translate("lessons",
                                        "add `order: N` (the lesson's place in the course) or "
                                        "`requires: other-lesson-id`"));
    }
    lesson_.language = QStringLiteral("en");
    SourcePos languagePos = top;
    if (values.contains(QStringLiteral("language"))) {
        const auto [text, pos] = values.value(QStringLiteral("language"));
        languagePos = pos;
        static const QRegularExpression lang(QStringLiteral("^[a-z]{2,3}$"));
        if (!lang.match(text).hasMatch())
            error(pos,
                  QCoreApplication::translate("lessons", "language %1 is not a language code")
                      .arg(quoted(text)),
                  QCoreApplication::translate(
                      "lessons", "write two or three lowercase letters, e.g. `en` or `de`"));
        else
            lesson_.language = text;
    }
    static const QRegularExpression variant(QStringLiteral("\\.([a-z]{2,3})\\.lesson\\.md$"));
    const QRegularExpressionMatch vm = variant.match(QFileInfo(file_).fileName());
    if (vm.hasMatch() && vm.captured(1) != lesson_.language) {
        // Without a `language` line the header says nothing: English is only the default
        // (author27's case 125 was told "the header says `language: en`").
        error(languagePos,
              values.contains(QStringLiteral("language"))
                  ? QCoreApplication::translate("lessons",
                                                "the file name marks the %1 variant but the header "
                                                "says `language: %2`")
                        .arg(quoted(vm.captured(1)), lesson_.language)
                  : QCoreApplication::translate("lessons",
                                                "the file name marks the %1 variant but the header "
                                                "has no `language` line, so the lesson is read as "
                                                "English")
                        .arg(quoted(vm.captured(1))),
              fileLanguageHint(vm.captured(1), values.contains(QStringLiteral("language"))
                                                   ? lesson_.language
                                                   : QString()));
    }
    return end + 1;
}

int Parser::checkHeaderInt(const QString& key, const QString& text, SourcePos pos, int lo, int hi) {
    // The number grammar of every other key; a whole value written as `5.0` or `1e1` is fine.
    const syntax::Number number = syntax::readNumber(text);
    if (number.status != syntax::NumberStatus::Ok || number.value != std::floor(number.value)) {
        error(
            pos,
            QCoreApplication::translate("lessons", "%1 must be a whole number, not %2")
                .arg(quoted(key), quoted(text)),
            QCoreApplication::translate("lessons", "write a number from %1 to %2").arg(lo).arg(hi));
        return 0;
    }
    if (number.value < lo || number.value > hi) {
        error(
            pos,
            QCoreApplication::translate("lessons", "%1 is %2, outside %3..%4")
                .arg(quoted(key), text)
                .arg(lo)
                .arg(hi),
            QCoreApplication::translate("lessons", "write a number from %1 to %2").arg(lo).arg(hi));
        return 0;
    }
    return int(number.value);
}

bool Parser::checkId(const QString& id, SourcePos pos, const QString& what) {
    if (id.size() > kMaxIdLength) {
        error(pos,
              QCoreApplication::translate("lessons", "%1 %2 is longer than %3 characters")
                  .arg(what, quoted(id))
                  .arg(kMaxIdLength),
              QCoreApplication::translate("lessons", "shorten it"));
        return false;
    }
    if (!idPattern().match(id).hasMatch()) {
        error(
            pos,
            QCoreApplication::translate("lessons", "%1 %2 is not a valid id").arg(what, quoted(id)),
            QCoreApplication::translate(
                "lessons", "use lowercase letters, digits and '-', starting with a letter"));
        return false;
    }
    return true;
}

void Parser::checkTextMath(const QString& text, SourcePos pos) {
    if (const int role = firstButtonRoleOffset(text); role >= 0)
        error({pos.line, pos.column + columnOf(text, role) - 1},
              QCoreApplication::translate("lessons", "the header cannot name a button (`{{...}}`)"),
              QCoreApplication::translate("lessons", "name the button in the lesson's text"));
    // The header is plain text everywhere (outline, title, window title): a tag shows as written.
    if (const QList<int> tags = shownHtmlTags(text); !tags.isEmpty()) {
        const int at = tags.first();
        warning({pos.line, pos.column + columnOf(text, at) - 1}, htmlTagMessage(text, at),
                htmlTagHint());
    }
    const MathCheck m = checkMath(text);
    if (m.error.isEmpty())
        return;
    mathError({pos.line, pos.column + columnOf(text, m.offset) - 1}, m.error);
}

} // namespace lessons::parse
