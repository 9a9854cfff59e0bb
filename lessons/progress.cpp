#include "lessons/progress.h"

#include "lessons/record.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace lessons {
namespace {

QJsonObject mergeObjects(QJsonObject base, const QJsonObject& ours) {
    for (auto it = ours.begin(); it != ours.end(); ++it) {
        if (it.value().isObject() && base.value(it.key()).isObject())
            base.insert(it.key(),
                        mergeObjects(base.value(it.key()).toObject(), it.value().toObject()));
        else
            base.insert(it.key(), it.value());
    }
    return base;
}

QString isoTime(const QDateTime& t) {
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}
QDateTime fromIso(const QJsonValue& v) {
    return QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
}

QJsonArray stringsToJson(const QStringList& list) {
    QJsonArray a;
    for (const QString& s : list)
        a.append(s);
    return a;
}

QJsonObject lessonToJson(const LessonProgress& p) {
    QJsonObject answers;
    for (auto it = p.answers.cbegin(); it != p.answers.cend(); ++it) {
        const AnswerRecord& r = it.value();
        QJsonObject answer{{QStringLiteral("choices"), stringsToJson(r.choices)},
                           {QStringLiteral("typed"), r.typed},
                           {QStringLiteral("correct"), r.correct},
                           {QStringLiteral("attempts"), r.attempts},
                           {QStringLiteral("at"), isoTime(r.at)}};
        if (!r.checkedAt.isEmpty()) {
            QJsonObject checkedAt;
            for (auto value = r.checkedAt.cbegin(); value != r.checkedAt.cend(); ++value)
                checkedAt.insert(value.key(), value.value());
            answer.insert(QStringLiteral("checkedAt"), checkedAt);
        }
        answers.insert(it.key(), answer);
    }
    QJsonObject predictions;
    for (auto it = p.predictions.cbegin(); it != p.predictions.cend(); ++it) {
        const PredictionRecord& r = it.value();
        predictions.insert(it.key(), QJsonObject{{QStringLiteral("predicted"), r.predicted},
                                                 {QStringLiteral("observed"), r.observed},
                                                 {QStringLiteral("correct"), r.correct},
                                                 {QStringLiteral("at"), isoTime(r.at)}});
    }
    QJsonObject explains;
    for (auto it = p.explains.cbegin(); it != p.explains.cend(); ++it) {
        const ExplainRecord& r = it.value();
        QJsonArray ticked;
        for (int i : r.ticked)
            ticked.append(i);
        explains.insert(it.key(), QJsonObject{{QStringLiteral("text"), r.text},
                                              {QStringLiteral("ticked"), ticked},
                                              {QStringLiteral("modelShown"), r.modelShown}});
    }
    QJsonObject lesson{{QStringLiteral("answers"), answers},
                       {QStringLiteral("predictions"), predictions},
                       {QStringLiteral("explains"), explains},
                       {QStringLiteral("scrollY"), p.scrollY},
                       {QStringLiteral("lastSection"), p.lastSection}};
    if (!p.walkthroughSteps.isEmpty()) {
        QJsonObject steps;
        for (auto it = p.walkthroughSteps.cbegin(); it != p.walkthroughSteps.cend(); ++it)
            steps.insert(it.key(), it.value());
        lesson.insert(QStringLiteral("walkthroughSteps"), steps);
    }
    writeRecordExtras(p, &lesson);
    return lesson;
}

LessonProgress lessonFromJson(const QJsonObject& o) {
    LessonProgress p;
    const QJsonObject answers = o.value(QStringLiteral("answers")).toObject();
    for (auto it = answers.begin(); it != answers.end(); ++it) {
        const QJsonObject r = it.value().toObject();
        AnswerRecord a;
        for (const QJsonValue& v : r.value(QStringLiteral("choices")).toArray())
            a.choices.append(v.toString());
        a.typed = r.value(QStringLiteral("typed")).toString();
        a.correct = r.value(QStringLiteral("correct")).toBool();
        a.attempts = r.value(QStringLiteral("attempts")).toInt();
        a.at = fromIso(r.value(QStringLiteral("at")));
        const QJsonObject checkedAt = r.value(QStringLiteral("checkedAt")).toObject();
        for (auto value = checkedAt.begin(); value != checkedAt.end(); ++value) {
            if (value.value().isDouble())
                a.checkedAt.insert(value.key(), value.value().toDouble());
        }
        p.answers.insert(it.key(), a);
    }
    const QJsonObject predictions = o.value(QStringLiteral("predictions")).toObject();
    for (auto it = predictions.begin(); it != predictions.end(); ++it) {
        const QJsonObject r = it.value().toObject();
        PredictionRecord pr;
        pr.predicted = r.value(QStringLiteral("predicted")).toString();
        pr.observed = r.value(QStringLiteral("observed")).toString();
        pr.correct = r.value(QStringLiteral("correct")).toBool();
        pr.at = fromIso(r.value(QStringLiteral("at")));
        p.predictions.insert(it.key(), pr);
    }
    const QJsonObject explains = o.value(QStringLiteral("explains")).toObject();
    for (auto it = explains.begin(); it != explains.end(); ++it) {
        const QJsonObject r = it.value().toObject();
        ExplainRecord e;
        e.text = r.value(QStringLiteral("text")).toString();
        for (const QJsonValue& v : r.value(QStringLiteral("ticked")).toArray())
            e.ticked.append(v.toInt());
        e.modelShown = r.value(QStringLiteral("modelShown")).toBool();
        p.explains.insert(it.key(), e);
    }
    p.scrollY = o.value(QStringLiteral("scrollY")).toInt();
    p.lastSection = o.value(QStringLiteral("lastSection")).toString();
    const QJsonObject steps = o.value(QStringLiteral("walkthroughSteps")).toObject();
    for (auto it = steps.begin(); it != steps.end(); ++it) {
        if (it.value().isDouble() && it.value().toInt(-1) >= 0)
            p.walkthroughSteps.insert(it.key(), it.value().toInt());
    }
    readRecordExtras(o, &p);
    return p;
}

} // namespace

ProgressStore::ProgressStore(const QString& filePath) : filePath_(filePath) {}

QByteArray ProgressStore::toJson() const {
    QJsonObject lessons;
    for (auto it = lessons_.cbegin(); it != lessons_.cend(); ++it)
        lessons.insert(it.key(), lessonToJson(it.value()));
    const QJsonObject ours{{QStringLiteral("version"), kProgressVersion},
                           {QStringLiteral("lastLesson"), lastLessonId_},
                           {QStringLiteral("lessons"), lessons}};
    // Fields this version does not know (written by a later minor change) are kept.
    return QJsonDocument(mergeObjects(raw_, ours)).toJson(QJsonDocument::Indented);
}

bool ProgressStore::fromJson(const QByteArray& json, QString* error) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error)
            *error = QStringLiteral("it is not valid JSON (%1 at byte %2)")
                         .arg(parseError.errorString())
                         .arg(parseError.offset);
        return false;
    }
    if (!doc.isObject()) {
        if (error)
            *error = QStringLiteral("it does not hold a progress record");
        return false;
    }
    const QJsonObject root = doc.object();
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != double(version.toInt()) ||
        version.toInt() < 1) {
        if (error)
            *error = QStringLiteral("it has no valid \"version\" field");
        return false;
    }
    if (version.toInt() > kProgressVersion) {
        if (error)
            *error = QStringLiteral("it was written by a newer version of Attention Lab (record "
                                    "version %1; this version reads %2)")
                         .arg(version.toInt())
                         .arg(kProgressVersion);
        return false;
    }
    const QJsonValue lessonsValue = root.value(QStringLiteral("lessons"));
    if (!lessonsValue.isUndefined() && !lessonsValue.isObject()) {
        if (error)
            *error = QStringLiteral("its \"lessons\" field is not an object");
        return false;
    }
    QHash<QString, LessonProgress> lessons;
    const QJsonObject lessonsObject = lessonsValue.toObject();
    for (auto it = lessonsObject.begin(); it != lessonsObject.end(); ++it) {
        if (!it.value().isObject()) {
            if (error)
                *error =
                    QStringLiteral("the record of lesson \"%1\" is not an object").arg(it.key());
            return false;
        }
        lessons.insert(it.key(), lessonFromJson(it.value().toObject()));
    }
    lessons_ = lessons;
    lastLessonId_ = root.value(QStringLiteral("lastLesson")).toString();
    raw_ = root;
    if (error)
        error->clear();
    return true;
}

ProgressStore::LoadReport ProgressStore::load() {
    LoadReport report;
    backupFailed_ = false;
    QFile file(filePath_);
    if (!file.exists()) {
        lessons_.clear();
        lastLessonId_.clear();
        raw_ = {};
        return report;
    }
    QString problem;
    if (!file.open(QIODevice::ReadOnly)) {
        problem = QStringLiteral("it cannot be read (%1)").arg(file.errorString());
    } else {
        const QByteArray bytes = file.readAll();
        file.close();
        if (fromJson(bytes, &problem))
            return report;
    }
    lessons_.clear();
    lastLessonId_.clear();
    raw_ = {};
    report.ok = false;
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString backup = filePath_ + QStringLiteral(".bad-") + stamp;
    for (int n = 1; QFileInfo::exists(backup); ++n)
        backup = filePath_ + QStringLiteral(".bad-%1-%2").arg(stamp).arg(n);
    if (QFile::rename(filePath_, backup)) {
        report.backupPath = backup;
        report.message =
            QStringLiteral("Your progress file %1 could not be used: %2. It was kept as %3 and "
                           "a fresh record was started. To get your answers back, install the "
                           "Attention Lab version that wrote it, or send the backup to your "
                           "instructor.")
                .arg(QDir::toNativeSeparators(filePath_), problem,
                     QDir::toNativeSeparators(backup));
    } else {
        backupFailed_ = true;
        report.message =
            QStringLiteral("Your progress file %1 could not be used: %2, and it could not be "
                           "moved aside as a backup. Nothing will be saved over it: move or "
                           "copy the file away, then restart Attention Lab.")
                .arg(QDir::toNativeSeparators(filePath_), problem);
    }
    return report;
}

bool ProgressStore::save(QString* error) {
    if (backupFailed_) {
        if (error)
            *error = QStringLiteral("the unreadable progress file %1 was not backed up, so it is "
                                    "not overwritten (move it away and restart)")
                         .arg(QDir::toNativeSeparators(filePath_));
        return false;
    }
    const QFileInfo info(filePath_);
    if (!QDir().mkpath(info.absolutePath())) {
        if (error)
            *error = QStringLiteral("cannot create the folder %1 (check its permissions)")
                         .arg(QDir::toNativeSeparators(info.absolutePath()));
        return false;
    }
    QSaveFile file(filePath_);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2 (check the folder's permissions and "
                                    "free space)")
                         .arg(QDir::toNativeSeparators(filePath_), file.errorString());
        return false;
    }
    file.write(toJson());
    if (!file.commit()) {
        if (error)
            *error = QStringLiteral("cannot save %1: %2 (check free space)")
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
    // Otherwise the lesson as loaded would come back through the kept unknown fields.
    QJsonObject lessons = raw_.value(QStringLiteral("lessons")).toObject();
    lessons.remove(id);
    raw_.insert(QStringLiteral("lessons"), lessons);
}

QString ProgressStore::lastLessonId() const {
    return lastLessonId_;
}
void ProgressStore::setLastLessonId(const QString& id) {
    lastLessonId_ = id;
}

} // namespace lessons
