// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/progress.h"

#include "lessons/progressread.h"
#include "lessons/record.h"
#include "lessons/recordfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace lessons {
using namespace detail;
namespace {

// A temporary file of a save younger than this may belong to a save still running in another
// instance; one this old was left by a save that was killed (a live save writes continuously).
constexpr qint64 kStaleTemporarySeconds = 60;
// The message lists this many unreadable parts by name, then counts the rest.
constexpr int kListedUnreadableParts = 5;

} // namespace

ProgressStore::ProgressStore(const QString& filePath) : filePath_(filePath) {}

void ProgressStore::clear() {
    lessons_.clear();
    pagedIn_.clear();
    paged_.clear();
    pageFailures_.clear();
    pager_.reset();
    lastLessonId_.clear();
    learnerId_.clear();
    rootUnknown_.clear();
    rootUnreadable_.clear();
    lessonUnreadable_.clear();
    kept_.clear();
    movedAside_.clear();
}

Status ProgressStore::fromJson(const QByteArray& json) {
    const Result<int> version = parse(json, false);
    if (!version)
        return Status::failure(version.error());
    return {};
}

namespace {
QString newerVersionText(int version) {
    return QCoreApplication::translate("lessons",
                                       "it was written by a newer version of Attention Lab (record "
                                       "version %1; this version reads %2)")
        .arg(version)
        .arg(kProgressVersion);
}
} // namespace

// Fills the record from `json` and gives the file's record version; on failure the record is left
// as it was. A newer version's file is refused, or with `allowNewer` read as far as it goes.
Result<int> ProgressStore::parse(const QByteArray& json, bool allowNewer) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Result<int>::failure(plainError(
            QCoreApplication::translate("lessons", "it is not valid JSON (%1 at byte %2)")
                .arg(parseError.errorString())
                .arg(parseError.offset)));
    if (!doc.isObject())
        return Result<int>::failure(plainError(
            QCoreApplication::translate("lessons", "it does not hold a progress record")));
    const QJsonObject root = doc.object();
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != double(version.toInt()) || version.toInt() < 1)
        return Result<int>::failure(plainError(
            QCoreApplication::translate("lessons", "it has no valid \"version\" field")));
    if (version.toInt() > kProgressVersion && !allowNewer)
        return Result<int>::failure(plainError(newerVersionText(version.toInt())));
    clear();
    QList<Unreadable> unreadable;
    const QJsonValue lessonsValue = root.value(QStringLiteral("lessons"));
    if (!lessonsValue.isUndefined() && !lessonsValue.isObject()) {
        rootUnreadable_.insert(QStringLiteral("lessons"), jsonText(lessonsValue));
        unreadable.append({QStringLiteral("/lessons"),
                           said(QT_TRANSLATE_NOOP("lessons", "holds %1 where an object belongs"))
                               .arg(typeName(lessonsValue))});
    }
    const QJsonObject lessonsObject = lessonsValue.toObject();
    for (auto it = lessonsObject.begin(); it != lessonsObject.end(); ++it) {
        const QString path = pointer(QStringLiteral("/lessons"), it.key());
        if (!it.value().isObject()) {
            lessonUnreadable_.insert(it.key(), jsonText(it.value()));
            unreadable.append(
                {path,
                 said(QT_TRANSLATE_NOOP("lessons", "holds %1 where a lesson's record belongs"))
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
        unreadable.append({QStringLiteral("/lastLesson"),
                           said(QT_TRANSLATE_NOOP("lessons", "holds %1 where a lesson id belongs"))
                               .arg(typeName(last))});
    }
    const QJsonValue learner = root.value(QStringLiteral("learnerId"));
    if (learner.isString()) {
        learnerId_ = learner.toString();
    } else if (!learner.isUndefined()) {
        rootUnreadable_.insert(QStringLiteral("learnerId"), jsonText(learner));
        unreadable.append(
            {QStringLiteral("/learnerId"),
             said(QT_TRANSLATE_NOOP("lessons", "holds %1 where the learner's id belongs"))
                 .arg(typeName(learner))});
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
    return version.toInt();
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
    QFile file;
    Status opened;
    if (!info.isFile()) {
        // A FIFO or device would block or never end; only a regular file is opened.
        problem = QCoreApplication::translate("lessons", "it is not a regular file");
    } else if (opened = openRegularFile(filePath_, &file); !opened) {
        problem = QCoreApplication::translate("lessons", "it cannot be read (%1)")
                      .arg(opened.error().message);
    } else {
        const QByteArray bytes = file.readAll();
        file.close();
        const Result<int> version = parse(bytes, true);
        if (!version)
            problem = version.error().message;
        if (version) {
            removeStaleTemporaryFiles();
            if (version.value() > kProgressVersion) {
                readOnly_ = true;
                report.ok = false;
                report.readOnly = true;
                report.message =
                    QCoreApplication::translate(
                        "lessons", "Your progress file %1 could not be fully used: %2. It is left "
                                   "as it is and shown as far as this version understands it, "
                                   "but nothing you do now is saved to it. To keep working on "
                                   "your record, use the Attention Lab version that wrote it.")
                        .arg(QDir::toNativeSeparators(filePath_),
                             newerVersionText(version.value()));
            }
            if (!unreadable_.isEmpty())
                reportUnreadable(filePath_, &report);
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
            QCoreApplication::translate(
                "lessons", "Your progress file %1 could not be used: %2. It is left as it is, and "
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

QStringList ProgressStore::unreadableParts() const {
    QStringList parts;
    parts.reserve(unreadable_.size());
    for (const QString& part : unreadable_)
        parts.append(sayNow(part));
    return parts;
}

void ProgressStore::reportUnreadable(const QString& path, LoadReport* report) const {
    report->ok = false;
    for (const QString& part : std::as_const(unreadable_))
        report->unreadableParts.append(part.section(QLatin1Char(' '), 0, 0));
    QString parts = unreadableParts().mid(0, kListedUnreadableParts).join(QStringLiteral("; "));
    if (unreadable_.size() > kListedUnreadableParts)
        parts += QCoreApplication::translate("lessons", "; and %1 more")
                     .arg(unreadable_.size() - kListedUnreadableParts);
    if (!report->message.isEmpty())
        report->message += QLatin1Char(' ');
    report->message +=
        QCoreApplication::translate("lessons",
                                    "%n part(s) of your progress file %1 could not "
                                    "be read (%2). They are kept in the file exactly "
                                    "as they were and do not count as answered. A "
                                    "newer Attention Lab may read them; or send the "
                                    "file to your instructor.",
                                    nullptr, int(unreadable_.size()))
            .arg(QDir::toNativeSeparators(path), parts);
}

void ProgressStore::removeStaleTemporaryFiles() const {
    if (readOnly_)
        return;
    // Only the temporary files of the store's own saves (AtomicFile): FILE.attn-save-XXXXXX.
    // Anything else beside the record, FILE.backup or a copy the learner made, is theirs.
    const QFileInfo info(filePath_);
    const QDir folder = info.absoluteDir();
    const QString prefix = info.fileName() + QLatin1String(kSaveTemporaryInfix);
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

Status ProgressStore::save(const std::atomic<bool>* cancel, bool* cancelled) const {
    if (cancelled)
        *cancelled = false;
    if (readOnly_)
        return Status::failure(
            plainError(QCoreApplication::translate(
                           "lessons", "the progress file %1 is open read-only in this session")
                           .arg(QDir::toNativeSeparators(filePath_))));
    if (backupFailed_)
        return Status::failure(
            plainError(QCoreApplication::translate(
                           "lessons", "the unreadable progress file %1 was not backed up, so it is "
                                      "not overwritten (move it away and restart)")
                           .arg(QDir::toNativeSeparators(filePath_))));
    const QFileInfo info(filePath_);
    if (!QDir().mkpath(info.absolutePath()))
        return Status::failure(
            plainError(QCoreApplication::translate(
                           "lessons", "cannot create the folder %1 (check its permissions)")
                           .arg(QDir::toNativeSeparators(info.absolutePath()))));
    AtomicFile file(filePath_);
    if (const Status opened = file.open(); !opened)
        return Status::failure(plainError(
            QCoreApplication::translate("lessons",
                                        "cannot write %1: %2 (check the folder's permissions and "
                                        "free space)")
                .arg(QDir::toNativeSeparators(filePath_), opened.error().message)));
    JsonWriter writer(file.device());
    writer.setCancel(cancel);
    writeJson(writer);
    if (writer.cancelled()) {
        file.cancel(); // the temporary file goes; the file keeps its last complete save
        if (cancelled)
            *cancelled = true;
        // Nothing went wrong, so the failure has no words: the caller that cancelled writes the
        // record itself.
        return Status::failure(Diagnostic());
    }
    // Every piece written and the commit are checked; a failure removes the temporary file and
    // leaves the last complete save in place.
    QString problem;
    bool ok = writer.finish();
    if (!ok) {
        problem = file.device()->errorString();
    } else if (const Status committed = file.commit(); !committed) {
        ok = false;
        problem = committed.error().message;
    }
    if (!ok) {
        file.cancel();
        return Status::failure(plainError(
            QCoreApplication::translate("lessons", "cannot save %1: %2 (check free space)")
                .arg(QDir::toNativeSeparators(filePath_), problem)));
    }
    return {};
}

LessonProgress& ProgressStore::lesson(const QString& id) {
    const auto it = lessons_.find(id);
    if (it != lessons_.end())
        return it.value();
    // A changed lesson moves to lessons_; the copy is cheap (its parts are implicitly shared)
    // and the read-only one stays where a pointer handed out before may still look.
    if (const LessonProgress* read = find(id))
        return lessons_.insert(id, *read).value();
    return lessons_[id];
}

const LessonProgress* ProgressStore::find(const QString& id) const {
    const auto it = lessons_.constFind(id);
    if (it != lessons_.cend())
        return &it.value();
    const auto read = pagedIn_.constFind(id);
    if (read != pagedIn_.cend())
        return read.value().get();
    if (!paging_ || !paged_.contains(id) || !pageIn(id))
        return nullptr;
    return pagedIn_.value(id).get();
}

bool ProgressStore::pageIn(const QString& id) const {
    paged_.remove(id);
    auto p = std::make_shared<LessonProgress>();
    const Status read = pager_ ? (*pager_)(id, p.get()) : Status::failure(Diagnostic());
    if (!read) {
        pageFailures_.insert(id, id + QStringLiteral(": ") + read.error().message);
        return false;
    }
    // Here, on the thread that reads the lesson (the record's worker for the lessons read at
    // start), rather than at the first question a page or the review schedule looks up.
    warmAttemptIndex(*p);
    pagedIn_.insert(id, std::move(p));
    return true;
}

const LessonProgress* ProgressStore::peek(const QString& id, LessonProgress* scratch) const {
    const auto it = lessons_.constFind(id);
    if (it != lessons_.cend())
        return &it.value();
    const auto read = pagedIn_.constFind(id);
    if (read != pagedIn_.cend())
        return read.value().get();
    if (!paged_.contains(id) || !pager_)
        return nullptr;
    *scratch = LessonProgress();
    const Status paged = (*pager_)(id, scratch);
    if (paged)
        return scratch;
    pageFailures_.insert(id, id + QStringLiteral(": ") + paged.error().message);
    paged_.remove(id);
    return nullptr;
}

void ProgressStore::setPager(LessonPager pager, const QStringList& pagedIds) {
    pager_ = std::make_shared<const LessonPager>(std::move(pager));
    for (const QString& id : pagedIds) {
        if (!lessons_.contains(id) && !pagedIn_.contains(id))
            paged_.insert(id);
    }
}

bool ProgressStore::release(const QString& id) {
    if (!pager_ || lessons_.contains(id) || !pagedIn_.remove(id))
        return false;
    paged_.insert(id);
    return true;
}

void ProgressStore::releaseExcept(const QStringList& keep) {
    const QSet<QString> kept(keep.cbegin(), keep.cend());
    for (const QString& id : pagedIn_.keys()) {
        if (!kept.contains(id))
            release(id);
    }
}

void ProgressStore::pageOutWritten(LessonPager pager, const QStringList& keep) {
    pager_ = std::make_shared<const LessonPager>(std::move(pager));
    const QSet<QString> kept(keep.cbegin(), keep.cend());
    for (auto it = lessons_.begin(); it != lessons_.end(); it = lessons_.erase(it)) {
        pagedIn_.remove(it.key()); // an older read of it
        if (kept.contains(it.key())) {
            auto read = std::make_shared<LessonProgress>(std::move(it.value()));
            warmAttemptIndex(*read);
            pagedIn_.insert(it.key(), std::move(read));
        } else {
            paged_.insert(it.key());
        }
    }
    releaseExcept(keep);
}

QStringList ProgressStore::residentIds() const {
    QStringList ids = lessons_.keys();
    for (auto it = pagedIn_.cbegin(); it != pagedIn_.cend(); ++it) {
        if (!lessons_.contains(it.key()))
            ids.append(it.key());
    }
    return ids;
}

QStringList ProgressStore::lessonIds() const {
    QStringList ids = residentIds();
    for (const QString& id : paged_)
        ids.append(id);
    ids.sort();
    return ids;
}

void ProgressStore::removeLesson(const QString& id) {
    lessons_.remove(id);
    pagedIn_.remove(id);
    paged_.remove(id);
    pageFailures_.remove(id);
    // Otherwise the lesson as loaded would come back through the parts kept as they were.
    kept_.remove(id);
    lessonUnreadable_.remove(id);
}

void ProgressStore::keepUnreadableOf(const ProgressStore& from) {
    // A value at a place this record keeps nothing at is kept there; one where it keeps another
    // value goes to the "keptUnreadable" list with its path: neither is lost.
    auto join = [this](QHash<QString, QByteArray>* into, const QHash<QString, QByteArray>& add,
                       const QString& path, bool members) {
        for (auto it = add.cbegin(); it != add.cend(); ++it) {
            const auto at = into->constFind(it.key());
            if (at == into->cend())
                into->insert(it.key(), it.value());
            else if (at.value() != it.value())
                setAside(&movedAside_, pointer(path, it.key()),
                         members ? '{' + it.value() + '}' : it.value());
        }
    };
    // Unknown members, `"key":value` joined by ','.
    auto joinMembers = [this](QByteArray* into, const QByteArray& add, const QString& path) {
        if (add.isEmpty() || *into == add)
            return;
        if (into->isEmpty())
            *into = add;
        else
            setAside(&movedAside_, path, '{' + add + '}');
    };
    joinMembers(&rootUnknown_, from.rootUnknown_, QString());
    join(&rootUnreadable_, from.rootUnreadable_, QString(), false);
    join(&lessonUnreadable_, from.lessonUnreadable_, QStringLiteral("/lessons"), false);
    for (auto it = from.kept_.cbegin(); it != from.kept_.cend(); ++it) {
        const KeptLesson& add = it.value();
        KeptLesson& into = kept_[it.key()];
        const QString path = pointer(QStringLiteral("/lessons"), it.key());
        const auto at = [&path](const char* member) {
            return pointer(path, QLatin1String(member));
        };
        joinMembers(&into.unknown, add.unknown, path);
        join(&into.unreadable, add.unreadable, path, false);
        join(&into.answers, add.answers, at("answers"), false);
        join(&into.predictions, add.predictions, at("predictions"), false);
        join(&into.explains, add.explains, at("explains"), false);
        join(&into.steps, add.steps, at("walkthroughSteps"), false);
        join(&into.controls, add.controls, at("controls"), false);
        join(&into.labs, add.labs, at("labs"), false);
        join(&into.labUnknown, add.labUnknown, at("labs"), true);
        join(&into.answerUnknown, add.answerUnknown, at("answers"), true);
        join(&into.predictionUnknown, add.predictionUnknown, at("predictions"), true);
        join(&into.explainUnknown, add.explainUnknown, at("explains"), true);
        join(&into.history, add.history, at("history"), false);
        join(&into.historyUnknown, add.historyUnknown, at("history"), true);
    }
    for (const QByteArray& item : from.movedAside_) {
        if (!movedAside_.contains(item))
            movedAside_.append(item);
    }
    for (const QString& part : from.unreadable_) {
        if (!unreadable_.contains(part))
            unreadable_.append(part);
    }
}

QString ProgressStore::lastLessonId() const {
    return lastLessonId_;
}
void ProgressStore::setLastLessonId(const QString& id) {
    lastLessonId_ = id;
}

} // namespace lessons
