#include "lessons/progress.h"

#include "lessons/record.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace lessons {
namespace {

// A temporary file of a save younger than this may belong to a save still running in another
// instance; one this old was left by a save that was killed (a live save writes continuously).
constexpr qint64 kStaleTemporarySeconds = 60;
// The message lists this many unreadable parts by name, then counts the rest.
constexpr int kListedUnreadableParts = 5;
// Written to the device in pieces of this size, so a large record never doubles in memory.
constexpr qsizetype kWriteChunkBytes = 1 << 20;

const QString kKeptUnreadable = QStringLiteral("keptUnreadable");

} // namespace

namespace detail {

// ---- writing JSON text ---------------------------------------------------------------------
// Our own writer, because building QJsonObjects costs time quadratic in the number of members
// (each insert shifts the sorted members) and the record may hold a million answers.

class JsonWriter {
public:
    explicit JsonWriter(QIODevice* device = nullptr) : device_(device) {}

    void raw(const char* text) { out_.append(text); }
    void raw(const QByteArray& text) { out_.append(text); }
    void string(const QString& text) { appendString(out_, text); }
    void key(const QString& name, bool onNewLine = false) {
        separator();
        if (onNewLine)
            out_.append('\n');
        string(name);
        out_.append(':');
        first_ = false;
        pendingValue_ = true;
    }
    void beginObject() {
        valuePrefix();
        out_.append('{');
        first_ = true;
    }
    void endObject() {
        out_.append('}');
        first_ = false;
        chunk();
    }
    void beginArray() {
        valuePrefix();
        out_.append('[');
        first_ = true;
    }
    void endArray() {
        out_.append(']');
        first_ = false;
    }
    void value(const QString& text) {
        valuePrefix();
        string(text);
    }
    void value(bool b) {
        valuePrefix();
        out_.append(b ? "true" : "false");
    }
    void value(qint64 n) {
        valuePrefix();
        out_.append(QByteArray::number(n));
    }
    void value(double d) {
        valuePrefix();
        appendNumber(out_, d);
    }
    void verbatim(const QByteArray& json, bool onNewLine = false) { // already JSON text
        valuePrefix();
        if (onNewLine)
            out_.append('\n');
        out_.append(json);
    }
    void members(const QByteArray& fragment) { // `"k":v,...` of an object being written
        if (fragment.isEmpty())
            return;
        separator();
        out_.append(fragment);
        first_ = false;
    }
    void newline() { out_.append('\n'); }

    QByteArray& bytes() { return out_; }
    bool finish() {
        if (!device_)
            return true;
        const bool ok = device_->write(out_) == out_.size();
        out_.clear();
        return ok && !failed_;
    }

    static void appendString(QByteArray& out, const QString& text) {
        out.append('"');
        const QByteArray utf8 = text.toUtf8();
        for (const char c : utf8) {
            const auto u = static_cast<unsigned char>(c);
            if (c == '"' || c == '\\') {
                out.append('\\');
                out.append(c);
            } else if (u < 0x20) {
                static const char hex[] = "0123456789abcdef";
                const char escaped[] = {'\\', 'u', '0', '0', hex[u >> 4], hex[u & 15]};
                out.append(escaped, 6);
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }
    static void appendNumber(QByteArray& out, double d) {
        // Integral values below 2^53 are exact as integers; JSON has no NaN or infinity.
        if (!std::isfinite(d))
            out.append("null");
        else if (d == std::floor(d) && std::fabs(d) < 9007199254740992.0)
            out.append(QByteArray::number(qint64(d)));
        else
            out.append(QByteArray::number(d, 'g', 17));
    }
    // Depth is bounded by the parser's nesting limit (QJsonDocument refuses deeper documents).
    static void appendValue(QByteArray& out, const QJsonValue& v) {
        switch (v.type()) {
        case QJsonValue::Null:
        case QJsonValue::Undefined:
            out.append("null");
            break;
        case QJsonValue::Bool:
            out.append(v.toBool() ? "true" : "false");
            break;
        case QJsonValue::Double:
            appendNumber(out, v.toDouble());
            break;
        case QJsonValue::String:
            appendString(out, v.toString());
            break;
        case QJsonValue::Array: {
            out.append('[');
            bool first = true;
            for (const QJsonValue& item : v.toArray()) {
                if (!first)
                    out.append(',');
                first = false;
                appendValue(out, item);
            }
            out.append(']');
            break;
        }
        case QJsonValue::Object: {
            out.append('{');
            const QJsonObject o = v.toObject();
            bool first = true;
            for (auto it = o.begin(); it != o.end(); ++it) {
                if (!first)
                    out.append(',');
                first = false;
                appendString(out, it.key());
                out.append(':');
                appendValue(out, it.value());
            }
            out.append('}');
            break;
        }
        }
    }

private:
    void separator() {
        if (!first_)
            out_.append(',');
    }
    void valuePrefix() {
        if (pendingValue_) {
            pendingValue_ = false;
            return;
        }
        separator();
        first_ = false;
    }
    void chunk() {
        if (device_ && out_.size() >= kWriteChunkBytes) {
            failed_ = failed_ || device_->write(out_) != out_.size();
            out_.clear();
        }
    }

    QIODevice* device_;
    QByteArray out_;
    bool first_ = true;
    bool pendingValue_ = false;
    bool failed_ = false;
};

} // namespace detail

namespace {
using detail::JsonWriter;

QByteArray jsonText(const QJsonValue& v) {
    QByteArray out;
    JsonWriter::appendValue(out, v);
    return out;
}

// ---- time stamps ---------------------------------------------------------------------------
// QDateTime's own ISO conversions cost microseconds each; a large record holds a million stamps.
// These handle the one form the store writes (UTC with milliseconds) and defer to Qt otherwise.

qint64 daysFromCivil(qint64 y, unsigned m, unsigned d) { // H. Hinnant's algorithm
    y -= m <= 2;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + qint64(doe) - 719468;
}

void civilFromDays(qint64 z, int* y, int* m, int* d) {
    z += 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = unsigned(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    *d = int(doy - (153 * mp + 2) / 5 + 1);
    *m = int(mp < 10 ? mp + 3 : mp - 9);
    *y = int(qint64(yoe) + era * 400 + (*m <= 2));
}

QString isoTime(const QDateTime& t) {
    if (!t.isValid())
        return {};
    const qint64 ms = t.toMSecsSinceEpoch();
    const qint64 msPerDay = 86400000;
    const qint64 days = ms >= 0 ? ms / msPerDay : -((-ms + msPerDay - 1) / msPerDay);
    const qint64 rest = ms - days * msPerDay;
    int y = 0, mo = 0, d = 0;
    civilFromDays(days, &y, &mo, &d);
    if (y < 0 || y > 9999)
        return t.toUTC().toString(Qt::ISODateWithMs);
    char text[64]; // a 24-character stamp; room for what the compiler cannot rule out
    std::snprintf(text, sizeof text, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", y, mo, d,
                  int(rest / 3600000), int(rest / 60000 % 60), int(rest / 1000 % 60),
                  int(rest % 1000));
    return QString::fromLatin1(text);
}

// Invalid QDateTime for a text that is no time stamp.
QDateTime fromIso(const QString& s) {
    if (s.size() == 24 && s.at(4) == u'-' && s.at(7) == u'-' && s.at(10) == u'T' &&
        s.at(13) == u':' && s.at(16) == u':' && s.at(19) == u'.' && s.at(23) == u'Z') {
        auto digits = [&](int from, int count) {
            int n = 0;
            for (int i = from; i < from + count; ++i) {
                const QChar c = s.at(i);
                if (c < u'0' || c > u'9')
                    return -1;
                n = n * 10 + (c.unicode() - '0');
            }
            return n;
        };
        const int y = digits(0, 4), mo = digits(5, 2), d = digits(8, 2), h = digits(11, 2),
                  mi = digits(14, 2), se = digits(17, 2), ms = digits(20, 3);
        if (y >= 0 && mo >= 1 && mo <= 12 && d >= 1 && d <= QDate(y, mo, 1).daysInMonth() &&
            h >= 0 && h < 24 && mi >= 0 && mi < 60 && se >= 0 && se < 60 && ms >= 0) {
            const qint64 msecs = daysFromCivil(y, unsigned(mo), unsigned(d)) * 86400000 +
                                 ((qint64(h) * 60 + mi) * 60 + se) * 1000 + ms;
            return QDateTime::fromMSecsSinceEpoch(msecs, Qt::UTC);
        }
    }
    return QDateTime::fromString(s, Qt::ISODateWithMs);
}

// ---- reading -------------------------------------------------------------------------------

QString typeName(const QJsonValue& v) {
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("true/false");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a text");
    case QJsonValue::Array:
        return QStringLiteral("a list");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

QString pointer(const QString& parent, const QString& key) { // JSON Pointer, RFC 6901
    QString escaped = key;
    escaped.replace(QLatin1Char('~'), QLatin1String("~0"));
    escaped.replace(QLatin1Char('/'), QLatin1String("~1"));
    return parent + QLatin1Char('/') + escaped;
}

bool isCount(const QJsonValue& v) {
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return d >= 0 && d <= 2147483647.0 && d == std::floor(d);
}

bool isInt(const QJsonValue& v) {
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return std::fabs(d) <= 2147483647.0 && d == std::floor(d);
}

// Reads one record object field by field. A field of the wrong type makes the record unreadable:
// `problem` names it and the caller keeps the record as it was.
class RecordReader {
public:
    RecordReader(const QJsonObject& o, QStringList known) : o_(o), known_(std::move(known)) {}

    QString text(const QString& name) {
        const QJsonValue v = look(name);
        if (v.isUndefined())
            return {};
        if (!v.isString())
            wrong(name, v, QStringLiteral("a text"));
        return v.toString();
    }
    bool flag(const QString& name) {
        const QJsonValue v = look(name);
        if (!v.isUndefined() && !v.isBool())
            wrong(name, v, QStringLiteral("true or false"));
        return v.toBool();
    }
    int count(const QString& name) {
        const QJsonValue v = look(name);
        if (v.isUndefined())
            return 0;
        if (!isCount(v))
            wrong(name, v, QStringLiteral("a whole number of at least 0"));
        return v.toInt();
    }
    QDateTime time(const QString& name) {
        const QString s = text(name);
        if (s.isEmpty())
            return {};
        QDateTime t = fromIso(s);
        if (!t.isValid() && problem_.isEmpty())
            problem_ = QStringLiteral("field \"%1\" is no time stamp").arg(name);
        return t;
    }
    QStringList texts(const QString& name) {
        QStringList out;
        const QJsonValue v = look(name);
        if (v.isUndefined())
            return out;
        if (!v.isArray()) {
            wrong(name, v, QStringLiteral("a list of texts"));
            return out;
        }
        for (const QJsonValue& item : v.toArray()) {
            if (!item.isString()) {
                wrong(name, item, QStringLiteral("a list of texts"));
                return out;
            }
            out.append(item.toString());
        }
        return out;
    }
    QList<int> counts(const QString& name) {
        QList<int> out;
        const QJsonValue v = look(name);
        if (v.isUndefined())
            return out;
        if (!v.isArray()) {
            wrong(name, v, QStringLiteral("a list of whole numbers"));
            return out;
        }
        for (const QJsonValue& item : v.toArray()) {
            if (!isCount(item)) {
                wrong(name, item, QStringLiteral("a list of whole numbers"));
                return out;
            }
            out.append(item.toInt());
        }
        return out;
    }
    QHash<QString, double> numbers(const QString& name) {
        QHash<QString, double> out;
        const QJsonValue v = look(name);
        if (v.isUndefined())
            return out;
        if (!v.isObject()) {
            wrong(name, v, QStringLiteral("an object of numbers"));
            return out;
        }
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!it.value().isDouble()) {
                wrong(name, it.value(), QStringLiteral("an object of numbers"));
                return out;
            }
            out.insert(it.key(), it.value().toDouble());
        }
        return out;
    }

    QString problem() const { return problem_; }
    // `"key":value` of the members this version does not know.
    QByteArray unknownMembers() const {
        QByteArray out;
        if (o_.size() == found_)
            return out; // every member was a known field
        for (auto it = o_.begin(); it != o_.end(); ++it) {
            if (known_.contains(it.key()))
                continue;
            if (!out.isEmpty())
                out.append(',');
            JsonWriter::appendString(out, it.key());
            out.append(':');
            JsonWriter::appendValue(out, it.value());
        }
        return out;
    }

private:
    QJsonValue look(const QString& name) {
        QJsonValue v = o_.value(name);
        if (!v.isUndefined())
            ++found_;
        return v;
    }
    void wrong(const QString& name, const QJsonValue& v, const QString& expected) {
        if (problem_.isEmpty())
            problem_ = QStringLiteral("field \"%1\" holds %2 where %3 belongs")
                           .arg(name, typeName(v), expected);
    }

    const QJsonObject& o_;
    QStringList known_;
    QString problem_;
    qsizetype found_ = 0;
};

struct Unreadable {
    QString path;
    QString problem;
};

const QStringList& answerFields() {
    static const QStringList names = {QStringLiteral("choices"), QStringLiteral("typed"),
                                      QStringLiteral("correct"), QStringLiteral("attempts"),
                                      QStringLiteral("at"),      QStringLiteral("checkedAt")};
    return names;
}
const QStringList& predictionFields() {
    static const QStringList names = {QStringLiteral("predicted"), QStringLiteral("observed"),
                                      QStringLiteral("correct"), QStringLiteral("at")};
    return names;
}
const QStringList& explainFields() {
    static const QStringList names = {QStringLiteral("text"), QStringLiteral("ticked"),
                                      QStringLiteral("modelShown")};
    return names;
}
const QStringList& lessonFields() {
    static const QStringList names = {
        QStringLiteral("answers"),     QStringLiteral("predictions"),
        QStringLiteral("explains"),    QStringLiteral("scrollY"),
        QStringLiteral("lastSection"), QStringLiteral("walkthroughSteps"),
        QStringLiteral("history"),     QStringLiteral("secondsSpent"),
        QStringLiteral("lastOpened")};
    return names;
}
const QStringList& rootFields() {
    static const QStringList names = {QStringLiteral("version"), QStringLiteral("lastLesson"),
                                      QStringLiteral("lessons"), kKeptUnreadable};
    return names;
}

void readLesson(const QString& path, const QJsonObject& o, LessonProgress* p,
                detail::KeptLesson* kept, QList<Unreadable>* unreadable) {
    auto section = [&](const QString& name, auto&& each) {
        const QJsonValue v = o.value(name);
        if (v.isUndefined())
            return;
        if (!v.isObject()) {
            kept->unreadable.insert(name, jsonText(v));
            unreadable->append(
                {pointer(path, name),
                 QStringLiteral("holds %1 where an object belongs").arg(typeName(v))});
            return;
        }
        const QJsonObject entries = v.toObject();
        const QString sectionPath = pointer(path, name);
        for (auto it = entries.begin(); it != entries.end(); ++it)
            each(sectionPath, it.key(), it.value());
    };
    auto record = [&](const QString& where, const QJsonValue& v, const QString& what,
                      QHash<QString, QByteArray>* bad, const QString& key) -> bool {
        if (v.isObject())
            return true;
        bad->insert(key, jsonText(v));
        unreadable->append({pointer(where, key),
                            QStringLiteral("holds %1 where %2 belongs").arg(typeName(v), what)});
        return false;
    };
    section(QStringLiteral("answers"),
            [&](const QString& where, const QString& key, const QJsonValue& v) {
                if (!record(where, v, QStringLiteral("an answer record"), &kept->answers, key))
                    return;
                const QJsonObject r = v.toObject();
                RecordReader read(r, answerFields());
                AnswerRecord a;
                a.choices = read.texts(QStringLiteral("choices"));
                a.typed = read.text(QStringLiteral("typed"));
                a.correct = read.flag(QStringLiteral("correct"));
                a.attempts = read.count(QStringLiteral("attempts"));
                a.at = read.time(QStringLiteral("at"));
                a.checkedAt = read.numbers(QStringLiteral("checkedAt"));
                if (!read.problem().isEmpty()) {
                    kept->answers.insert(key, jsonText(v));
                    unreadable->append({pointer(where, key), read.problem()});
                    return;
                }
                p->answers.insert(key, a);
                if (QByteArray extra = read.unknownMembers(); !extra.isEmpty())
                    kept->answerUnknown.insert(key, extra);
            });
    section(QStringLiteral("predictions"), [&](const QString& where, const QString& key,
                                               const QJsonValue& v) {
        if (!record(where, v, QStringLiteral("a prediction record"), &kept->predictions, key))
            return;
        const QJsonObject r = v.toObject();
        RecordReader read(r, predictionFields());
        PredictionRecord pr;
        pr.predicted = read.text(QStringLiteral("predicted"));
        pr.observed = read.text(QStringLiteral("observed"));
        pr.correct = read.flag(QStringLiteral("correct"));
        pr.at = read.time(QStringLiteral("at"));
        if (!read.problem().isEmpty()) {
            kept->predictions.insert(key, jsonText(v));
            unreadable->append({pointer(where, key), read.problem()});
            return;
        }
        p->predictions.insert(key, pr);
        if (QByteArray extra = read.unknownMembers(); !extra.isEmpty())
            kept->predictionUnknown.insert(key, extra);
    });
    section(QStringLiteral("explains"), [&](const QString& where, const QString& key,
                                            const QJsonValue& v) {
        if (!record(where, v, QStringLiteral("an explain-it-back record"), &kept->explains, key))
            return;
        const QJsonObject r = v.toObject();
        RecordReader read(r, explainFields());
        ExplainRecord e;
        e.text = read.text(QStringLiteral("text"));
        e.ticked = read.counts(QStringLiteral("ticked"));
        e.modelShown = read.flag(QStringLiteral("modelShown"));
        if (!read.problem().isEmpty()) {
            kept->explains.insert(key, jsonText(v));
            unreadable->append({pointer(where, key), read.problem()});
            return;
        }
        p->explains.insert(key, e);
        if (QByteArray extra = read.unknownMembers(); !extra.isEmpty())
            kept->explainUnknown.insert(key, extra);
    });
    section(QStringLiteral("walkthroughSteps"),
            [&](const QString& where, const QString& key, const QJsonValue& v) {
                if (isCount(v)) {
                    p->walkthroughSteps.insert(key, v.toInt());
                    return;
                }
                kept->steps.insert(key, jsonText(v));
                unreadable->append(
                    {pointer(where, key),
                     QStringLiteral("holds %1 where a step number belongs").arg(typeName(v))});
            });
    const QJsonValue scroll = o.value(QStringLiteral("scrollY"));
    if (isInt(scroll)) {
        p->scrollY = scroll.toInt();
    } else if (!scroll.isUndefined()) {
        kept->unreadable.insert(QStringLiteral("scrollY"), jsonText(scroll));
        unreadable->append(
            {pointer(path, QStringLiteral("scrollY")),
             QStringLiteral("holds %1 where a whole number belongs").arg(typeName(scroll))});
    }
    const QJsonValue lastSection = o.value(QStringLiteral("lastSection"));
    if (lastSection.isString()) {
        p->lastSection = lastSection.toString();
    } else if (!lastSection.isUndefined()) {
        kept->unreadable.insert(QStringLiteral("lastSection"), jsonText(lastSection));
        unreadable->append(
            {pointer(path, QStringLiteral("lastSection")),
             QStringLiteral("holds %1 where a text belongs").arg(typeName(lastSection))});
    }
    // The record's extras (lessons/record.h): a part of the wrong type is kept as it was.
    const struct {
        QString name;
        bool (QJsonValue::*fits)() const;
        const char* expected;
    } extras[] = {{QStringLiteral("history"), &QJsonValue::isArray, "a list of attempts"},
                  {QStringLiteral("secondsSpent"), &QJsonValue::isDouble, "a number"},
                  {QStringLiteral("lastOpened"), &QJsonValue::isString, "a date"}};
    QJsonObject readable;
    for (const auto& extra : extras) {
        const QJsonValue v = o.value(extra.name);
        if (v.isUndefined())
            continue;
        if ((v.*extra.fits)()) {
            readable.insert(extra.name, v);
            continue;
        }
        kept->unreadable.insert(extra.name, jsonText(v));
        unreadable->append(
            {pointer(path, extra.name), QStringLiteral("holds %1 where %2 belongs")
                                            .arg(typeName(v), QLatin1String(extra.expected))});
    }
    readRecordExtras(readable, p);
    RecordReader rest(o, lessonFields());
    kept->unknown = rest.unknownMembers();
}

bool keptIsEmpty(const detail::KeptLesson& k) {
    return k.unknown.isEmpty() && k.unreadable.isEmpty() && k.answers.isEmpty() &&
           k.predictions.isEmpty() && k.explains.isEmpty() && k.steps.isEmpty() &&
           k.answerUnknown.isEmpty() && k.predictionUnknown.isEmpty() && k.explainUnknown.isEmpty();
}

template <typename T>
QStringList sortedKeys(const QHash<QString, T>& hash, const QHash<QString, QByteArray>& more) {
    QStringList keys;
    keys.reserve(hash.size() + more.size());
    for (auto it = hash.cbegin(); it != hash.cend(); ++it)
        keys.append(it.key());
    for (auto it = more.cbegin(); it != more.cend(); ++it) {
        if (!hash.contains(it.key()))
            keys.append(it.key());
    }
    std::sort(keys.begin(), keys.end());
    return keys;
}

// A value the learner wrote over an unreadable one: the unreadable one is listed aside.
void setAside(QList<QByteArray>* aside, const QString& path, const QByteArray& value) {
    QByteArray item("{\"path\":");
    JsonWriter::appendString(item, path);
    item.append(",\"value\":");
    item.append(value);
    item.append('}');
    aside->append(item);
}

// Writes one keyed section: the record's entries and, where the record has none, the unreadable
// entries as they were.
template <typename T, typename WriteOne>
void writeSection(JsonWriter& w, const QString& lessonPath, const QString& name,
                  const QHash<QString, T>& records, const detail::KeptLesson* kept,
                  const QHash<QString, QByteArray>* bad, QList<QByteArray>* aside,
                  WriteOne&& writeOne) {
    static const QHash<QString, QByteArray> none;
    const QHash<QString, QByteArray>& unreadable = bad ? *bad : none;
    const QByteArray wrongType = kept ? kept->unreadable.value(name) : QByteArray();
    if (records.isEmpty() && unreadable.isEmpty()) {
        if (!wrongType.isEmpty()) {
            w.key(name);
            w.verbatim(wrongType);
        }
        return;
    }
    const QString path = pointer(lessonPath, name);
    if (!wrongType.isEmpty())
        setAside(aside, path, wrongType);
    w.key(name);
    w.beginObject();
    for (const QString& key : sortedKeys(records, unreadable)) {
        w.newline();
        const auto it = records.constFind(key);
        const QByteArray badValue = unreadable.value(key);
        if (it == records.cend()) {
            w.key(key);
            w.verbatim(badValue);
            continue;
        }
        if (!badValue.isEmpty())
            setAside(aside, pointer(path, key), badValue);
        w.key(key);
        writeOne(key, it.value());
    }
    w.endObject();
}

} // namespace

ProgressStore::ProgressStore(const QString& filePath) : filePath_(filePath) {}

void ProgressStore::clear() {
    lessons_.clear();
    lastLessonId_.clear();
    rootUnknown_.clear();
    rootUnreadable_.clear();
    lessonUnreadable_.clear();
    kept_.clear();
    movedAside_.clear();
}

QByteArray ProgressStore::toJson() const {
    JsonWriter w;
    writeJson(w);
    return w.bytes();
}

void ProgressStore::writeJson(JsonWriter& w) const {
    QList<QByteArray> aside = movedAside_;
    w.beginObject();
    w.key(QStringLiteral("version"));
    w.value(qint64(kProgressVersion));
    const QByteArray badLast = rootUnreadable_.value(QStringLiteral("lastLesson"));
    if (!lastLessonId_.isEmpty()) {
        if (!badLast.isEmpty())
            setAside(&aside, QStringLiteral("/lastLesson"), badLast);
        w.key(QStringLiteral("lastLesson"), true);
        w.value(lastLessonId_);
    } else if (!badLast.isEmpty()) {
        w.key(QStringLiteral("lastLesson"), true);
        w.verbatim(badLast);
    }

    QStringList ids = lessons_.keys();
    for (auto it = kept_.cbegin(); it != kept_.cend(); ++it) {
        if (!lessons_.contains(it.key()))
            ids.append(it.key());
    }
    for (auto it = lessonUnreadable_.cbegin(); it != lessonUnreadable_.cend(); ++it) {
        if (!lessons_.contains(it.key()) && !kept_.contains(it.key()))
            ids.append(it.key());
    }
    std::sort(ids.begin(), ids.end());
    const QByteArray badLessons = rootUnreadable_.value(QStringLiteral("lessons"));
    if (ids.isEmpty() && !badLessons.isEmpty()) {
        w.key(QStringLiteral("lessons"), true);
        w.verbatim(badLessons);
    } else {
        if (!badLessons.isEmpty())
            setAside(&aside, QStringLiteral("/lessons"), badLessons);
        w.key(QStringLiteral("lessons"), true);
        w.beginObject();
        static const LessonProgress emptyLesson;
        static const detail::KeptLesson emptyKept;
        for (const QString& id : ids) {
            const QString path = pointer(QStringLiteral("/lessons"), id);
            const auto lessonIt = lessons_.constFind(id);
            const auto keptIt = kept_.constFind(id);
            const QByteArray badLesson = lessonUnreadable_.value(id);
            if (lessonIt == lessons_.cend() && keptIt == kept_.cend()) {
                w.key(id, true);
                w.verbatim(badLesson);
                continue;
            }
            if (!badLesson.isEmpty())
                setAside(&aside, path, badLesson);
            const LessonProgress& p = lessonIt == lessons_.cend() ? emptyLesson : lessonIt.value();
            const detail::KeptLesson& k = keptIt == kept_.cend() ? emptyKept : keptIt.value();
            w.key(id, true);
            w.beginObject();
            writeSection(w, path, QStringLiteral("answers"), p.answers, &k, &k.answers, &aside,
                         [&](const QString& key, const AnswerRecord& r) {
                             w.beginObject();
                             w.key(QStringLiteral("choices"));
                             w.beginArray();
                             for (const QString& c : r.choices)
                                 w.value(c);
                             w.endArray();
                             w.key(QStringLiteral("typed"));
                             w.value(r.typed);
                             w.key(QStringLiteral("correct"));
                             w.value(r.correct);
                             w.key(QStringLiteral("attempts"));
                             w.value(qint64(r.attempts));
                             w.key(QStringLiteral("at"));
                             w.value(isoTime(r.at));
                             if (!r.checkedAt.isEmpty()) {
                                 w.key(QStringLiteral("checkedAt"));
                                 w.beginObject();
                                 QStringList names = r.checkedAt.keys();
                                 std::sort(names.begin(), names.end());
                                 for (const QString& name : names) {
                                     w.key(name);
                                     w.value(r.checkedAt.value(name));
                                 }
                                 w.endObject();
                             }
                             w.members(k.answerUnknown.value(key));
                             w.endObject();
                         });
            writeSection(w, path, QStringLiteral("predictions"), p.predictions, &k, &k.predictions,
                         &aside, [&](const QString& key, const PredictionRecord& r) {
                             w.beginObject();
                             w.key(QStringLiteral("predicted"));
                             w.value(r.predicted);
                             w.key(QStringLiteral("observed"));
                             w.value(r.observed);
                             w.key(QStringLiteral("correct"));
                             w.value(r.correct);
                             w.key(QStringLiteral("at"));
                             w.value(isoTime(r.at));
                             w.members(k.predictionUnknown.value(key));
                             w.endObject();
                         });
            writeSection(w, path, QStringLiteral("explains"), p.explains, &k, &k.explains, &aside,
                         [&](const QString& key, const ExplainRecord& r) {
                             w.beginObject();
                             w.key(QStringLiteral("text"));
                             w.value(r.text);
                             w.key(QStringLiteral("ticked"));
                             w.beginArray();
                             for (int i : r.ticked)
                                 w.value(qint64(i));
                             w.endArray();
                             w.key(QStringLiteral("modelShown"));
                             w.value(r.modelShown);
                             w.members(k.explainUnknown.value(key));
                             w.endObject();
                         });
            writeSection(w, path, QStringLiteral("walkthroughSteps"), p.walkthroughSteps, &k,
                         &k.steps, &aside,
                         [&](const QString&, int step) { w.value(qint64(step)); });
            auto scalar = [&](const QString& name, bool set, auto&& write) {
                const QByteArray bad = k.unreadable.value(name);
                if (set) {
                    if (!bad.isEmpty())
                        setAside(&aside, pointer(path, name), bad);
                    w.key(name, true);
                    write();
                } else if (!bad.isEmpty()) {
                    w.key(name, true);
                    w.verbatim(bad);
                }
            };
            scalar(QStringLiteral("scrollY"), p.scrollY != 0, [&] { w.value(qint64(p.scrollY)); });
            scalar(QStringLiteral("lastSection"), !p.lastSection.isEmpty(),
                   [&] { w.value(p.lastSection); });
            QJsonObject extras;
            writeRecordExtras(p, &extras);
            for (const QString& name : {QStringLiteral("history"), QStringLiteral("secondsSpent"),
                                        QStringLiteral("lastOpened")}) {
                scalar(name, extras.contains(name),
                       [&] { w.verbatim(jsonText(extras.value(name))); });
            }
            w.members(k.unknown);
            w.endObject();
        }
        w.endObject();
    }
    w.members(rootUnknown_);
    if (!aside.isEmpty()) {
        w.key(kKeptUnreadable, true);
        w.beginArray();
        for (const QByteArray& item : aside) {
            w.verbatim(item, true);
        }
        w.endArray();
    }
    w.newline();
    w.endObject();
    w.newline();
}

bool ProgressStore::fromJson(const QByteArray& json, QString* error) {
    bool newer = false;
    return parse(json, error, false, &newer);
}

// Fills the record from `json`; on failure the record is left as it was. A newer version's file
// is read as far as it goes (`*newer` set, `*error` says so).
bool ProgressStore::parse(const QByteArray& json, QString* error, bool allowNewer, bool* newer) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error)
            *error = QCoreApplication::translate("lessons", "it is not valid JSON (%1 at byte %2)")
                         .arg(parseError.errorString())
                         .arg(parseError.offset);
        return false;
    }
    if (!doc.isObject()) {
        if (error)
            *error = QCoreApplication::translate("lessons", "it does not hold a progress record");
        return false;
    }
    const QJsonObject root = doc.object();
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != double(version.toInt()) ||
        version.toInt() < 1) {
        if (error)
            *error = QCoreApplication::translate("lessons", "it has no valid \"version\" field");
        return false;
    }
    *newer = version.toInt() > kProgressVersion;
    if (error) {
        error->clear();
        if (*newer)
            *error = QStringLiteral("it was written by a newer version of Attention Lab (record "
                                    "version %1; this version reads %2)")
                         .arg(version.toInt())
                         .arg(kProgressVersion);
    }
    if (*newer && !allowNewer)
        return false;
    clear();
    QList<Unreadable> unreadable;
    const QJsonValue lessonsValue = root.value(QStringLiteral("lessons"));
    if (!lessonsValue.isUndefined() && !lessonsValue.isObject()) {
        rootUnreadable_.insert(QStringLiteral("lessons"), jsonText(lessonsValue));
        unreadable.append(
            {QStringLiteral("/lessons"),
             QStringLiteral("holds %1 where an object belongs").arg(typeName(lessonsValue))});
    }
    const QJsonObject lessonsObject = lessonsValue.toObject();
    for (auto it = lessonsObject.begin(); it != lessonsObject.end(); ++it) {
        const QString path = pointer(QStringLiteral("/lessons"), it.key());
        if (!it.value().isObject()) {
            lessonUnreadable_.insert(it.key(), jsonText(it.value()));
            unreadable.append({path, QStringLiteral("holds %1 where a lesson's record belongs")
                                         .arg(typeName(it.value()))});
            continue;
        }
        LessonProgress p;
        detail::KeptLesson kept;
        readLesson(path, it.value().toObject(), &p, &kept, &unreadable);
        lessons_.insert(it.key(), p);
        if (!keptIsEmpty(kept))
            kept_.insert(it.key(), kept);
    }
    const QJsonValue last = root.value(QStringLiteral("lastLesson"));
    if (last.isString()) {
        lastLessonId_ = last.toString();
    } else if (!last.isUndefined()) {
        rootUnreadable_.insert(QStringLiteral("lastLesson"), jsonText(last));
        unreadable.append(
            {QStringLiteral("/lastLesson"),
             QStringLiteral("holds %1 where a lesson id belongs").arg(typeName(last))});
    }
    const QJsonValue aside = root.value(kKeptUnreadable);
    if (aside.isArray()) {
        for (const QJsonValue& item : aside.toArray())
            movedAside_.append(jsonText(item));
    } else if (!aside.isUndefined()) {
        setAside(&movedAside_, QLatin1Char('/') + kKeptUnreadable, jsonText(aside));
    }
    RecordReader rest(root, rootFields());
    rootUnknown_ = rest.unknownMembers();
    unreadable_.clear();
    for (const Unreadable& u : std::as_const(unreadable))
        unreadable_.append(QStringLiteral("%1 %2").arg(u.path, u.problem));
    return true;
}

ProgressStore::LoadReport ProgressStore::load() {
    LoadReport report;
    backupFailed_ = false;
    clear();
    unreadable_.clear();
    const QFileInfo info(filePath_);
    if (!info.exists() && !info.isSymLink()) {
        removeStaleTemporaryFiles();
        return report;
    }
    QString problem;
    bool newer = false;
    QFile file(filePath_);
    if (!info.isFile()) {
        // A FIFO or device would block or never end; only a regular file is opened.
        problem = QStringLiteral("it is not a regular file");
    } else if (!file.open(QIODevice::ReadOnly)) {
        problem = QStringLiteral("it cannot be read (%1)").arg(file.errorString());
    } else {
        const QByteArray bytes = file.readAll();
        file.close();
        if (parse(bytes, &problem, true, &newer)) {
            removeStaleTemporaryFiles();
            if (newer) {
                readOnly_ = true;
                report.ok = false;
                report.readOnly = true;
                report.message =
                    QStringLiteral("Your progress file %1 could not be fully used: %2. It is left "
                                   "as it is and shown as far as this version understands it, "
                                   "but nothing you do now is saved to it. To keep working on "
                                   "your record, use the Attention Lab version that wrote it.")
                        .arg(QDir::toNativeSeparators(filePath_), problem);
            }
            if (!unreadable_.isEmpty()) {
                report.ok = false;
                for (const QString& part : std::as_const(unreadable_))
                    report.unreadableParts.append(part.section(QLatin1Char(' '), 0, 0));
                QStringList listed = unreadable_.mid(0, kListedUnreadableParts);
                QString parts = listed.join(QStringLiteral("; "));
                if (unreadable_.size() > kListedUnreadableParts)
                    parts += QStringLiteral("; and %1 more")
                                 .arg(unreadable_.size() - kListedUnreadableParts);
                if (!report.message.isEmpty())
                    report.message += QLatin1Char(' ');
                report.message +=
                    QStringLiteral("%1 part(s) of your progress file %2 could not be read (%3). "
                                   "They are kept in the file exactly as they were and do not "
                                   "count as answered. A newer Attention Lab may read them; or "
                                   "send the file to your instructor.")
                        .arg(unreadable_.size())
                        .arg(QDir::toNativeSeparators(filePath_), parts);
            }
            report.readOnly = readOnly_;
            return report;
        }
    }
    clear();
    report.ok = false;
    report.readOnly = readOnly_;
    if (readOnly_) {
        backupFailed_ = true;
        report.message =
            QStringLiteral("Your progress file %1 could not be used: %2. It is left as it is, and "
                           "nothing is saved in this session.")
                .arg(QDir::toNativeSeparators(filePath_), problem);
        return report;
    }
    removeStaleTemporaryFiles();
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString backup = filePath_ + QStringLiteral(".bad-") + stamp;
    for (int n = 1; QFileInfo::exists(backup); ++n)
        backup = filePath_ + QStringLiteral(".bad-%1-%2").arg(stamp).arg(n);
    if (QFile::rename(filePath_, backup)) {
        report.backupPath = backup;
        report.message =
            QCoreApplication::translate(
                "lessons", "Your progress file %1 could not be used: %2. It was kept as %3 and "
                           "a fresh record was started. To get your answers back, install the "
                           "Attention Lab version that wrote it, or send the backup to your "
                           "instructor.")
                .arg(QDir::toNativeSeparators(filePath_), problem,
                     QDir::toNativeSeparators(backup));
    } else {
        backupFailed_ = true;
        report.message =
            QCoreApplication::translate(
                "lessons", "Your progress file %1 could not be used: %2, and it could not be "
                           "moved aside as a backup. Nothing will be saved over it: move or "
                           "copy the file away, then restart Attention Lab.")
                .arg(QDir::toNativeSeparators(filePath_), problem);
    }
    return report;
}

void ProgressStore::removeStaleTemporaryFiles() const {
    if (readOnly_)
        return;
    // QSaveFile writes FILE.XXXXXX beside the file and renames it over the file when complete.
    const QFileInfo info(filePath_);
    const QDir folder = info.absoluteDir();
    const QString prefix = info.fileName() + QLatin1Char('.');
    static const QRegularExpression temporary(QStringLiteral("^[A-Za-z0-9]{6}$"));
    const QDateTime staleBefore = QDateTime::currentDateTimeUtc().addSecs(-kStaleTemporarySeconds);
    const QFileInfoList candidates = folder.entryInfoList(
        {prefix + QStringLiteral("*")}, QDir::Files | QDir::Hidden | QDir::System);
    for (const QFileInfo& candidate : candidates) {
        const QString suffix = candidate.fileName().mid(prefix.size());
        if (!temporary.match(suffix).hasMatch() || candidate.isSymLink())
            continue;
        if (candidate.lastModified().toUTC() < staleBefore)
            QFile::remove(candidate.absoluteFilePath());
    }
}

bool ProgressStore::save(QString* error) const {
    if (readOnly_) {
        if (error)
            *error = QStringLiteral("the progress file %1 is open read-only in this session")
                         .arg(QDir::toNativeSeparators(filePath_));
        return false;
    }
    if (backupFailed_) {
        if (error)
            *error = QCoreApplication::translate(
                         "lessons", "the unreadable progress file %1 was not backed up, so it is "
                                    "not overwritten (move it away and restart)")
                         .arg(QDir::toNativeSeparators(filePath_));
        return false;
    }
    const QFileInfo info(filePath_);
    if (!QDir().mkpath(info.absolutePath())) {
        if (error)
            *error = QCoreApplication::translate(
                         "lessons", "cannot create the folder %1 (check its permissions)")
                         .arg(QDir::toNativeSeparators(info.absolutePath()));
        return false;
    }
    QSaveFile file(filePath_);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QCoreApplication::translate(
                         "lessons", "cannot write %1: %2 (check the folder's permissions and "
                                    "free space)")
                         .arg(QDir::toNativeSeparators(filePath_), file.errorString());
        return false;
    }
    JsonWriter writer(&file);
    writeJson(writer);
    if (!writer.finish() || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("lessons", "cannot save %1: %2 (check free space)")
                         .arg(QDir::toNativeSeparators(filePath_), file.errorString());
        return false;
    }
    if (error)
        error->clear();
    return true;
}

LessonProgress& ProgressStore::lesson(const QString& id) {
    return lessons_[id];
}

const LessonProgress* ProgressStore::find(const QString& id) const {
    const auto it = lessons_.constFind(id);
    return it == lessons_.cend() ? nullptr : &it.value();
}

QStringList ProgressStore::lessonIds() const {
    QStringList ids = lessons_.keys();
    ids.sort();
    return ids;
}

void ProgressStore::removeLesson(const QString& id) {
    lessons_.remove(id);
    // Otherwise the lesson as loaded would come back through the parts kept as they were.
    kept_.remove(id);
    lessonUnreadable_.remove(id);
}

QString ProgressStore::lastLessonId() const {
    return lastLessonId_;
}
void ProgressStore::setLastLessonId(const QString& id) {
    lastLessonId_ = id;
}

} // namespace lessons
