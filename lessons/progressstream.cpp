// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// ProgressStore::readStream: a record's JSON read in pieces, for import and restore. Parsing the
// application's own backup of a million answers (200 MB) as one QJsonDocument took 1-2 GiB;
// here only the structure of the record is walked (the root, "lessons", each lesson, its
// "answers" and "history"), and every other part is parsed alone, capped, as it is reached.
#include "lessons/progress.h"

#include "lessons/progressread.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace lessons {
using namespace detail;
namespace {

// Walks the JSON text of a device; every value it does not descend into is copied out whole
// (checked against the limits) and parsed by QJsonDocument, so the grammar of each part is
// Qt's. Offsets in messages count bytes from the start of the device.
class JsonStream {
public:
    JsonStream(QIODevice* device, const RecordStreamLimits& limits)
        : device_(device), limits_(limits) {}

    QString problem() const { return problem_; }
    bool failed() const { return !problem_.isEmpty(); }

    // The next character that is not white space, not taken; false at the end or on an error.
    bool peek(char* c) {
        while (true) {
            if (!fill())
                return false;
            const char ch = buf_.at(pos_);
            if (ch != ' ' && ch != '\n' && ch != '\r' && ch != '\t') {
                *c = ch;
                return true;
            }
            ++pos_;
        }
    }
    bool expect(char wanted) {
        char c = 0;
        if (!peek(&c))
            return fail(c, wanted);
        if (c != wanted)
            return fail(c, wanted);
        ++pos_;
        return true;
    }
    // After a member or an item: true for another (',' taken), false at `close` (taken) or on
    // an error (failed()).
    bool more(char close) {
        char c = 0;
        if (!peek(&c))
            return fail(c, close);
        ++pos_;
        if (c == ',')
            return true;
        if (c != close)
            fail(c, close);
        return false;
    }
    // Whether the object or array just opened is empty (its closing character taken).
    bool closesAt(char close) {
        char c = 0;
        if (peek(&c) && c == close) {
            ++pos_;
            return true;
        }
        return false;
    }
    // A member's key and the ':' after it.
    bool key(QString* out) {
        QByteArray text;
        char c = 0;
        if (!peek(&c) || c != '"')
            return fail(c, '"');
        const qint64 at = offset();
        if (!copyValue(&text, QString()))
            return false;
        // Most keys (question and lesson ids) are plain ASCII: taken as they are, without a
        // parse of their own; any other goes through QJsonDocument, escapes and UTF-8 checks.
        const bool plain =
            text.size() >= 2 && std::all_of(text.cbegin() + 1, text.cend() - 1, [](char ch) {
                return ch >= 0x20 && ch < 0x7f && ch != '\\' && ch != '"';
            });
        if (plain) {
            *out = QString::fromLatin1(text.constData() + 1, text.size() - 2);
        } else {
            QJsonValue v;
            if (!parse(text, at, &v))
                return false;
            *out = v.toString();
        }
        return expect(':');
    }
    // Appends the JSON text of the next value to *out, whose size (with what it held) may not
    // pass the part limit; `where` names the part in a message.
    bool copyValue(QByteArray* out, const QString& where) {
        char c = 0;
        if (!peek(&c))
            return fail(c, 0);
        int depth = 0;
        bool inString = false;
        bool escaped = false;
        bool first = true;
        while (true) {
            if (!fill()) {
                if (failed())
                    return false;
                // A number, true, false or null may end the text; anything else is cut short.
                if (depth == 0 && !inString && !first)
                    return true;
                return fail(0, 0);
            }
            const char ch = buf_.at(pos_);
            if (inString) {
                if (escaped)
                    escaped = false;
                else if (ch == '\\')
                    escaped = true;
                else if (ch == '"')
                    inString = false;
            } else if (ch == '"') {
                inString = true;
            } else if (ch == '{' || ch == '[') {
                if (++depth > limits_.maxDepth)
                    return tooDeep();
            } else if (ch == '}' || ch == ']') {
                if (depth == 0)
                    return true; // the end of a number or literal, not taken
                --depth;
            } else if (depth == 0 && !first &&
                       (ch == ',' || ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t')) {
                return true;
            }
            out->append(ch);
            ++pos_;
            if (out->size() > limits_.maxPart)
                return tooLarge(where);
            first = false;
            if (depth == 0 && !inString && (ch == '"' || ch == '}' || ch == ']'))
                return true; // a whole string, object or array
        }
    }
    // One value parsed alone (wrapped in a list, the only way QJsonDocument takes a string).
    bool parse(const QByteArray& text, qint64 at, QJsonValue* out) {
        QByteArray wrapped;
        wrapped.reserve(text.size() + 2);
        wrapped.append('[').append(text).append(']');
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(wrapped, &error);
        if (error.error != QJsonParseError::NoError) {
            problem_ =
                QCoreApplication::translate("lessons", "it is not valid JSON (%1 at byte %2)")
                    .arg(error.errorString())
                    .arg(at + std::max(0, error.offset - 1));
            return false;
        }
        *out = doc.array().at(0);
        return true;
    }
    qint64 offset() const { return base_ + pos_; }
    bool atEnd() {
        char c = 0;
        return !peek(&c) && !failed();
    }

private:
    // Makes buf_[pos_] readable; false at the end of the device or on a read error.
    bool fill() {
        if (pos_ < buf_.size())
            return true;
        if (failed())
            return false;
        base_ += buf_.size();
        pos_ = 0;
        buf_ = device_->read(limits_.pieceBytes);
        if (buf_.isEmpty() && device_->bytesAvailable() <= 0 && !device_->atEnd()) {
            problem_ = QCoreApplication::translate("lessons", "it cannot be read (%1)")
                           .arg(device_->errorString());
            return false;
        }
        return !buf_.isEmpty();
    }
    bool fail(char found, char wanted) {
        if (failed())
            return false;
        QString what;
        if (found == 0 && pos_ >= buf_.size())
            what = QCoreApplication::translate("lessons", "the file ends too early");
        else if (wanted != 0)
            what = QCoreApplication::translate("lessons", "'%1' where '%2' belongs")
                       .arg(QString(QLatin1Char(found)), QString(QLatin1Char(wanted)));
        else
            what = QCoreApplication::translate("lessons", "an unexpected '%1'")
                       .arg(QLatin1Char(found));
        problem_ = QCoreApplication::translate("lessons", "it is not valid JSON (%1 at byte %2)")
                       .arg(what)
                       .arg(offset());
        return false;
    }
    bool tooDeep() {
        problem_ = QCoreApplication::translate(
                       "lessons", "it nests lists or objects more than %1 deep (at byte %2), "
                                  "which no record does")
                       .arg(limits_.maxDepth)
                       .arg(offset());
        return false;
    }
    bool tooLarge(const QString& where) {
        problem_ = QCoreApplication::translate(
                       "lessons", "its part %1 is larger than %2 MiB (at byte %3), which no "
                                  "record holds")
                       .arg(where.isEmpty() ? QStringLiteral("/") : where)
                       .arg(limits_.maxPart / (1024 * 1024))
                       .arg(offset());
        return false;
    }

    QIODevice* device_;
    RecordStreamLimits limits_;
    QByteArray buf_;
    qsizetype pos_ = 0;
    qint64 base_ = 0; // offset of buf_[0]
    QString problem_;
};

// Appends `"key":` to an object's JSON text being assembled.
void appendKey(QByteArray* object, const QString& key) {
    if (object->size() > 1)
        object->append(',');
    JsonWriter::appendString(*object, key);
    object->append(':');
}

// One lesson's object: its answers and history entry by entry, the rest (small) parsed as one
// object by readLesson. The unreadable parts come in readLesson's order.
bool readLessonStream(JsonStream& in, const QString& path, LessonProgress* p, KeptLesson* kept,
                      QList<Unreadable>* unreadable) {
    QList<Unreadable> answersUnreadable;
    QList<Unreadable> historyUnreadable;
    QByteArray rest("{");
    if (!in.expect('{'))
        return false;
    if (!in.closesAt('}')) {
        do {
            QString key;
            if (!in.key(&key))
                return false;
            char c = 0;
            if (!in.peek(&c))
                return in.expect('{');
            const QString memberPath = pointer(path, key);
            if (key == QLatin1String("answers") && c == '{') {
                in.expect('{');
                if (in.closesAt('}'))
                    continue;
                do {
                    QString question;
                    QByteArray text;
                    const qint64 at = in.offset();
                    QJsonValue v;
                    if (!in.key(&question) || !in.copyValue(&text, pointer(memberPath, question)) ||
                        !in.parse(text, at, &v))
                        return false;
                    readAnswerEntry(memberPath, question, v, p, kept, &answersUnreadable);
                } while (in.more('}'));
            } else if (key == QLatin1String("history") && c == '[') {
                in.expect('[');
                if (in.closesAt(']'))
                    continue;
                qsizetype i = 0;
                do {
                    QByteArray text;
                    const qint64 at = in.offset();
                    QJsonValue v;
                    if (!in.copyValue(&text, pointer(memberPath, QString::number(i))) ||
                        !in.parse(text, at, &v))
                        return false;
                    readHistoryEntry(memberPath, i++, v, p, kept, &historyUnreadable);
                } while (in.more(']'));
            } else {
                appendKey(&rest, key);
                if (!in.copyValue(&rest, memberPath))
                    return false;
            }
            if (in.failed())
                return false;
        } while (in.more('}'));
        if (in.failed())
            return false;
    }
    rest.append('}');
    QJsonValue small;
    if (!in.parse(rest, in.offset(), &small))
        return false;
    // A history streamed above is not in `small`: readLesson reads none and leaves p->history.
    QList<Unreadable> middle;
    readLesson(path, small.toObject(), p, kept, &middle);
    *unreadable += answersUnreadable + middle + historyUnreadable;
    return true;
}

} // namespace

Status ProgressStore::readStream(QIODevice* device, const RecordStreamLimits& limits) {
    JsonStream in(device, limits);
    ProgressStore read{QString()};
    QList<Unreadable> unreadable;
    // The root without its lessons, and the lessons that are no object, read by parse() below
    // as before; each lesson object is read as it comes and kept in `read`.
    QByteArray root("{");
    QByteArray otherLessons("{");
    bool lessonsSeen = false;
    auto refuse = [](const QString& problem) { return Status::failure(plainError(problem)); };
    char c = 0;
    if (in.peek(&c) && c != '{') {
        // Not a record. A list or a string is said so at once, unread (a gigabyte of one
        // string); anything else is read as far as it goes, to say whether it is JSON at all.
        const QString notARecord =
            QCoreApplication::translate("lessons", "it does not hold a progress record");
        if (c == '[' || c == '"')
            return refuse(notARecord);
        QByteArray text;
        QJsonValue v;
        if (!in.copyValue(&text, QString()) || !in.parse(text, 0, &v))
            return refuse(in.problem());
        return refuse(notARecord);
    }
    if (!in.expect('{'))
        return refuse(in.problem());
    if (!in.closesAt('}')) {
        do {
            QString key;
            if (!in.key(&key))
                return refuse(in.problem());
            if (key == QLatin1String("lessons") && in.peek(&c) && c == '{') {
                lessonsSeen = true;
                in.expect('{');
                if (in.closesAt('}'))
                    continue;
                do {
                    QString id;
                    if (!in.key(&id) || !in.peek(&c))
                        return refuse(in.problem());
                    const QString path = pointer(QStringLiteral("/lessons"), id);
                    if (c != '{') {
                        appendKey(&otherLessons, id);
                        if (!in.copyValue(&otherLessons, path))
                            return refuse(in.problem());
                        continue;
                    }
                    LessonProgress p;
                    KeptLesson kept;
                    if (!readLessonStream(in, path, &p, &kept, &unreadable))
                        return refuse(in.problem());
                    read.lessons_.insert(id, p);
                    if (keptIsEmpty(kept))
                        read.kept_.remove(id);
                    else
                        read.kept_.insert(id, kept);
                } while (in.more('}'));
            } else {
                appendKey(&root, key);
                if (!in.copyValue(&root, pointer(QString(), key)))
                    return refuse(in.problem());
            }
            if (in.failed())
                return refuse(in.problem());
        } while (in.more('}'));
        if (in.failed())
            return refuse(in.problem());
    }
    if (!in.atEnd())
        return refuse(
            in.failed()
                ? in.problem()
                : QCoreApplication::translate("lessons", "it is not valid JSON (%1 at byte %2)")
                      .arg(QCoreApplication::translate("lessons", "more text after the record"))
                      .arg(in.offset()));
    if (lessonsSeen) {
        appendKey(&root, QStringLiteral("lessons"));
        root.append(otherLessons).append('}');
    }
    root.append('}');
    if (root.size() > limits.maxPart)
        return refuse(QCoreApplication::translate(
                          "lessons", "its part %1 is larger than %2 MiB (at byte %3), which no "
                                     "record holds")
                          .arg(QStringLiteral("/"))
                          .arg(limits.maxPart / (1024 * 1024))
                          .arg(in.offset()));
    // The root's own fields (version, learner, the lessons that are no object) as parse()
    // reads them; it clears the store, so the lessons read above are put in after it.
    ProgressStore whole{QString()};
    if (const Result<int> version = whole.parse(root, false); !version)
        return Status::failure(version.error());
    for (auto it = read.lessons_.begin(); it != read.lessons_.end(); ++it)
        whole.lessons_.insert(it.key(), std::move(it.value()));
    for (auto it = read.kept_.begin(); it != read.kept_.end(); ++it)
        whole.kept_.insert(it.key(), std::move(it.value()));
    QStringList reported;
    for (const Unreadable& u : std::as_const(unreadable))
        reported.append(QStringLiteral("%1 %2").arg(u.path, u.problem));
    whole.unreadable_ = reported + whole.unreadable_;
    whole.filePath_ = filePath_;
    whole.readOnly_ = readOnly_;
    *this = std::move(whole);
    return {};
}

} // namespace lessons
