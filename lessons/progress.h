// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/chunked.h"
#include "lessons/result.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QIODevice>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>

namespace lessons {

constexpr int kProgressVersion = 1;

struct AnswerRecord {
    QStringList choices;
    QString typed;
    bool correct = false;
    int attempts = 0;
    QDateTime at;
    QHash<QString, double> checkedAt; // numeric: the parameters its expected value read
};
// One graded answer as it was given; LessonProgress::history keeps every one (lessons/record.h).
struct Attempt {
    QString questionId;
    QStringList choices;
    QString typed;
    bool correct = false;
    QDateTime at;
    QHash<QString, double> checkedAt; // numeric: the parameter values it was graded at
    bool review = false;              // given in a review session
};
// Kept packed in LessonProgress's chunked containers (lessons/chunked.h, recordpack.cpp).
template <> struct Packing<AnswerRecord> {
    static void put(std::string& out, const AnswerRecord& v);
    static AnswerRecord get(const char*& p);
};
template <> struct Packing<Attempt> {
    static void put(std::string& out, const Attempt& v);
    static Attempt get(const char*& p);
    // Whether the packed attempt at `p` answers `questionId`, read without building it.
    static bool isOf(const char* p, const QString& questionId) {
        return pack::equalString(p + 1, questionId); // after the flags byte
    }
};
namespace detail {
// Where each question's attempts lie in a lesson's history (their places, oldest first), so the
// review schedule and the overview do not look through the whole history once per question. It
// is built in one pass the first time it is asked (lessons::warmAttemptIndex does that where the
// lesson is read, off the UI thread) and afterwards only reads the attempts appended since. A
// copy of a lesson shares it: each use first checks, through the history's chunks, how much of
// the history it describes, so a copy that went on changing apart never reads a wrong place.
class AttemptIndex {
public:
    AttemptIndex() = default;
    AttemptIndex(const AttemptIndex& other) : data_(other.shared()) {}
    AttemptIndex& operator=(const AttemptIndex& other) {
        if (this != &other) {
            auto data = other.shared();
            const std::lock_guard<std::mutex> lock(mutex_);
            data_ = std::move(data);
        }
        return *this;
    }
    // At most this many questions a lesson: the index costs 4 bytes an attempt of them, and a
    // history of a million different question ids (no lesson has them) does not make it large.
    // A question past them is looked for through the history.
    static constexpr qsizetype kIndexedQuestions = 4096;
    // The places in `history` of the attempts at `questionId`, oldest first.
    QList<qint32> places(const ChunkedList<Attempt>& history, const QString& questionId) const;
    // Brings the index up to `history` now (e.g. on the thread that read the lesson).
    void update(const ChunkedList<Attempt>& history) const;

private:
    struct Data {
        std::mutex mutex;
        ChunkedList<Attempt> seen; // the history as indexed (sharing its chunks)
        QHash<QString, QList<qint32>> places;
        bool overflow = false; // questions past kIndexedQuestions are left out
    };
    // Indexes the entries of `history` from data->seen's end on; the caller holds data->mutex.
    static void extend(Data* data, const ChunkedList<Attempt>& history);
    // The places of `questionId` among the first `size` entries of `history`.
    static QList<qint32> found(const Data& data, const ChunkedList<Attempt>& history,
                               qsizetype size, const QString& questionId);
    std::shared_ptr<Data> shared() const {
        const std::lock_guard<std::mutex> lock(mutex_);
        return data_;
    }
    mutable std::mutex mutex_; // guards data_ itself; Data::mutex what it holds
    mutable std::shared_ptr<Data> data_;
};
} // namespace detail

// A lab's prediction scored before its current one (the lab was reset and predicted again).
struct EarlierPrediction {
    QString predicted;
    QString observed;
    bool correct = false;
    QDateTime at;
    bool practice = false; // see PredictionRecord::practice
};
struct PredictionRecord {
    QString predicted;
    QString observed;
    bool correct = false;
    QDateTime at;
    // The lab's earlier attempts, oldest first, as a question keeps its attempts in `history`:
    // a new prediction after a reset replaced the wrong one, and the record read as if the
    // student had been right first time (issue 19).
    QList<EarlierPrediction> earlier;
    // A lab's practice attempt: it had its verdict but never counts (lessons::LabSession says
    // when). Kept so that a lab only ever practised shows its attempts (review32 #6); records
    // before it have none, and their attempts count as lessons::countedLabAttempt says.
    bool practice = false;
};
// `record` becomes `id`'s current prediction; the one it replaces joins its `earlier` attempts.
void keepPrediction(QHash<QString, PredictionRecord>* predictions, const QString& id,
                    PredictionRecord record);
struct ExplainRecord {
    QString text;
    QList<int> ticked;
    bool modelShown = false;
    // The takeaways it holds back were opened before the comparison ("Show the takeaways now").
    bool takeawaysShown = false;
};
// One run of a lab as it is kept: the weights are computed again from these when it is restored.
struct LabRunRecord {
    QList<double> scores;
    QList<int> dims;
};
// A lab's state between sessions (lessons::LabSession::record / restore).
struct LabRecord {
    QList<LabRunRecord> runs; // oldest first
    QString predicted;        // the committed prediction ("sharper", "60"), empty when none
    bool committed = false;   // locked and waiting for its run
    bool scored = false;      // scored; the prediction stays locked until the lab is reset
    // The number of the run that scored it (1 = the first of `runs`), so its verdict can be shown
    // again; 0 when not known (records written before it was kept).
    int scoredRun = 0;
    QList<double> heldScores; // the logits of a run held for a prediction (held = true)
    bool held = false;
    // Runs a Reset cleared: their weights were on screen, so a prediction is never scored on
    // them (LabSession::shownBefore). Empty in records written before it was kept.
    QList<LabRunRecord> shown;
    QString logitsText; // the fields as the student left them
    QString dimsText;
};
struct LessonProgress {
    // The two parts that grow with every answer: chunked, so a write while a save holds a
    // snapshot copies one chunk (lessons/chunked.h).
    ChunkedMap<QString, AnswerRecord> answers;    // by question id
    QHash<QString, PredictionRecord> predictions; // by lab or question id
    QHash<QString, ExplainRecord> explains;       // by explain id
    // Where the student was reading: the top-level block at the view's top (an index into the
    // lesson's blocks; -1: none kept) and how far down it the view's top was, as a share of its
    // height, so the same text comes back at any width or zoom. `scrollY`, the pixel offset of
    // records before it, is used only when no block is kept, and dropped once one is.
    int readingBlock = -1;
    double readingShare = 0.0;
    int scrollY = 0;
    QString lastSection;
    QHash<QString, int> walkthroughSteps; // 0-based step shown, by walkthrough key
    ChunkedList<Attempt> history;         // every graded answer, oldest first
    qint64 secondsSpent = 0;              // while the lesson was on screen
    QDateTime lastOpened;
    // Control positions by parameter name: a double (slider), bool (toggle) or QString (choice
    // option id). Restored through ParameterSet::restoreSaved, which fits them to the lesson.
    QHash<QString, QVariant> controls;
    QHash<QString, LabRecord> labs;    // by lab id
    detail::AttemptIndex attemptIndex; // history by question (lessons::attemptsOf)
};

class ProgressStore;
class RecordDb;

// What ProgressStore::readStream takes at most: any one part it parses whole (an answer, a history
// entry, a lesson without its answers and history, the root without its lessons) and the nesting
// of lists and objects within a part. A record of a million answers keeps each part under a
// few kilobytes; the limits keep a hostile file (one string of a gigabyte, nesting 100,000
// deep) from taking the memory a whole parse would.
struct RecordStreamLimits {
    qint64 maxPart = qint64(16) << 20;
    int maxDepth = 512;
    qint64 pieceBytes = qint64(1) << 20; // read from the device at once
};

namespace detail {
class JsonWriter;
// Parts of one lesson's record kept as JSON text, exactly as far as this version cannot use them.
struct KeptLesson {
    QByteArray unknown;                       // unknown members, `"key":value` joined by ','
    QHash<QString, QByteArray> unreadable;    // known member of the wrong type -> its value
    QHash<QString, QByteArray> answers;       // unreadable answer -> its value
    QHash<QString, QByteArray> predictions;   // ... prediction
    QHash<QString, QByteArray> explains;      // ... explain-it-back record
    QHash<QString, QByteArray> steps;         // ... walkthrough step
    QHash<QString, QByteArray> controls;      // ... control position
    QHash<QString, QByteArray> labs;          // ... lab state
    QHash<QString, QByteArray> labUnknown;    // readable lab state -> its unknown members
    QHash<QString, QByteArray> answerUnknown; // readable answer -> its unknown members
    QHash<QString, QByteArray> predictionUnknown;
    QHash<QString, QByteArray> explainUnknown;
    // History entries that cannot be read, by their place in the file's list (zero-padded, so
    // the keys sort in that order), and the unknown members of readable ones, by
    // detail::historyKey of the attempt (a place would move when histories are merged).
    QHash<QString, QByteArray> history;
    QHash<QString, QByteArray> historyUnknown;
};
} // namespace detail

// The learner's record in one JSON file with a "version" field, written atomically.
//
// Nothing in the file is ever dropped: fields this version does not know are written back as
// they were, and a part it cannot read (a value of the wrong type, at any level) is kept as it
// was, reported, and left out of the record; when the learner later writes a value at the same
// place, the unreadable one moves to the file's "keptUnreadable" list instead of being
// overwritten. A copy of a store is cheap (implicitly shared) and its save() may run on another
// thread while the original goes on changing.
class ProgressStore {
public:
    explicit ProgressStore(const QString& filePath);

    struct LoadReport {
        bool ok = true;
        QString backupPath;
        QString message;             // what happened and what to do; empty when all went well
        bool readOnly = false;       // the store will not write the file this session
        QStringList unreadableParts; // JSON paths of the parts kept as they were, unread
    };
    // Missing file: fresh record, ok. Corrupt file: renamed to FILE.bad-YYYYMMDD-HHMMSS, fresh
    // record, ok = false with a message (in read-only mode it stays where it is). A file written
    // by a newer version is never moved: it is read as far as this version understands it and
    // the store turns read-only. Unreadable parts: ok = false, unreadableParts, a message.
    // Also removes the temporary files of its own saves that were killed (FILE.attn-save-XXXXXX,
    // older than a minute); no other file.
    LoadReport load();
    // Atomic (lessons/recordfile.h: AtomicFile), every write checked; creates the folder. When
    // `*cancel` turns true while it writes, the save stops with a failure that has no words (an
    // empty message), the file stays as it was, and *cancelled (when given) is set.
    Status save(const std::atomic<bool>* cancel = nullptr, bool* cancelled = nullptr) const;

    // Read-only: load() never moves or deletes a file and save() refuses (--screenshot, a
    // newer-version file).
    void setReadOnly(bool readOnly) { readOnly_ = readOnly; }
    bool isReadOnly() const { return readOnly_; }

    // A lesson the store has not read yet is read from its database here (see setPager); a
    // pointer from find() stays valid until the next non-const call, as before paging.
    LessonProgress& lesson(const QString& id);
    const LessonProgress* find(const QString& id) const;
    QStringList lessonIds() const;
    void removeLesson(const QString& id); // from the record and from the fields kept as loaded

    // Paging: the record's lessons stay in their database until one is asked for (find,
    // lesson); only those are held in memory. `pager` reads one lesson (on the calling thread;
    // each call opens its own connection), `pagedIds` are the lessons it holds. A lesson that
    // cannot be read is left out (find: nullptr) and named by pageFailures(); RecordDb::write
    // refuses to write over its rows.
    using LessonPager = std::function<Status(const QString& id, LessonProgress* into)>;
    void setPager(LessonPager pager, const QStringList& pagedIds);
    // While off, find() and lesson() do not read a lesson from the database: one still there is
    // taken for one the record does not hold (app::ProgressKeeper::readCourse reads them on its
    // worker thread meanwhile, into another store). On by default.
    void setPaging(bool on) { paging_ = on; }
    // A lesson read from the database and not changed since goes back to it (read again when
    // next asked for): memory follows what is on screen. A changed lesson stays, whether saved
    // or not (the store cannot tell). True when it was let go.
    bool release(const QString& id);
    // release() for every lesson read so far but those in `keep`.
    void releaseExcept(const QStringList& keep);
    // After the whole record was written to its database (a restore, an import): every lesson
    // goes back to it through `pager` but those in `keep`, which stay in memory as read and not
    // changed, so memory follows the screen again instead of the whole record until the next
    // start. The store must hold no change that is not in the database.
    void pageOutWritten(LessonPager pager, const QStringList& keep);
    // The lessons in memory (read, or changed), by id.
    QStringList residentIds() const;
    // Whether the lesson is in the database and not read yet.
    bool isPaged(const QString& id) const { return paged_.contains(id); }
    // Lessons read so far, and those still only in the database.
    qsizetype residentLessons() const { return lessons_.size() + pagedIn_.size(); }
    qsizetype pagedLessons() const { return paged_.size(); }
    // "LESSON-ID: what went wrong", for each lesson that could not be read from the database.
    QStringList pageFailures() const { return pageFailures_.values(); }
    bool pageFailed(const QString& id) const { return pageFailures_.contains(id); }
    QString pageFailure(const QString& id) const { return pageFailures_.value(id); }
    // The lesson as find() has it, or read from the database into *scratch and not kept, for
    // what goes through the whole record once (exports, a whole write); nullptr when none.
    const LessonProgress* peek(const QString& id, LessonProgress* scratch) const;
    QString lastLessonId() const;
    void setLastLessonId(const QString& id);
    // The parts of the record that could not be read, "PATH what is wrong", one per part, in
    // the language now installed (kept untranslated: detail::sayNow).
    QStringList unreadableParts() const;
    // Takes the parts `from` keeps as they were (unknown fields, values of the wrong type, its
    // "keptUnreadable" list and their report) into this record's, for an import: a part at a
    // place where this record keeps a different one goes to the "keptUnreadable" list, so
    // nothing of either is lost. Doing it twice changes nothing.
    void keepUnreadableOf(const ProgressStore& from);
    // The learner's random id (lessons/optionorder.h): it orders the options of every question.
    // Empty until set; a record keeps the one it has.
    QString learnerId() const { return learnerId_; }
    void setLearnerId(const QString& id) { learnerId_ = id; }
    QString filePath() const { return filePath_; }
    void setFilePath(const QString& path) { filePath_ = path; }

    // Time linear in the size of the record (n log n for sorting the keys).
    QByteArray toJson() const;
    // toJson written to `device` in pieces of 1 MiB as it is made, each write checked: a backup of
    // a million answers (200 MB) never lies whole in memory. False when a write failed.
    bool writeJsonTo(QIODevice* device) const;
    Status fromJson(const QByteArray& json); // replaces the record on success
    // As fromJson, reading the device in pieces (lessons/progressstream.cpp): the lessons'
    // answers and history entry by entry, every other part alone, so memory follows the record
    // as it is kept (packed), not its JSON text. A file that breaks the JSON grammar anywhere
    // or passes `limits` is refused whole, the record left as it was, the failure saying where.
    Status readStream(QIODevice* device, const RecordStreamLimits& limits = {});

private:
    friend class RecordDb;
    friend LoadReport loadRecord(const QString& jsonPath, bool readOnly, ProgressStore* into,
                                 bool* unsaved);
    // Adds the unreadable parts to the report, naming `path` as the file that keeps them.
    void reportUnreadable(const QString& path, LoadReport* report) const;
    Result<int> parse(const QByteArray& json, bool allowNewer);
    void writeJson(detail::JsonWriter& writer) const;
    void clear();
    void removeStaleTemporaryFiles() const;

    // Reads the lesson through the pager; true when it is now in pagedIn_.
    bool pageIn(const QString& id) const;

    QString filePath_;
    QHash<QString, LessonProgress> lessons_; // changed in this session, or not paged
    // Read from the database and not changed since: each behind its own pointer, so a page-in
    // (which a const find() does) never moves a lesson another find() handed out.
    mutable QHash<QString, std::shared_ptr<const LessonProgress>> pagedIn_;
    mutable QSet<QString> paged_;                  // in the database, not read yet
    mutable QHash<QString, QString> pageFailures_; // lesson id -> "ID: what went wrong"
    std::shared_ptr<const LessonPager> pager_;
    QString lastLessonId_;
    QString learnerId_;
    // Kept as written in the file (JSON text): unknown fields, unreadable parts, the
    // "keptUnreadable" list. See progress.cpp.
    QByteArray rootUnknown_;
    QHash<QString, QByteArray> rootUnreadable_;   // known root member -> its value
    QHash<QString, QByteArray> lessonUnreadable_; // lesson id -> its value (not an object)
    QHash<QString, detail::KeptLesson> kept_;     // lesson id -> its kept parts
    QList<QByteArray> movedAside_;                // the file's "keptUnreadable" items
    QStringList unreadable_;                      // "PATH what is wrong", one per unreadable part
    bool paging_ = true;
    bool backupFailed_ = false; // an unusable file stayed in place: never overwrite it
    bool readOnly_ = false;
};

} // namespace lessons
