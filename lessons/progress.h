#pragma once

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

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
struct PredictionRecord {
    QString predicted;
    QString observed;
    bool correct = false;
    QDateTime at;
};
struct ExplainRecord {
    QString text;
    QList<int> ticked;
    bool modelShown = false;
};
struct LessonProgress {
    QHash<QString, AnswerRecord> answers;         // by question id
    QHash<QString, PredictionRecord> predictions; // by lab or question id
    QHash<QString, ExplainRecord> explains;       // by explain id
    int scrollY = 0;
    QString lastSection;
    QHash<QString, int> walkthroughSteps; // 0-based step shown, by walkthrough key
    QList<Attempt> history;               // every graded answer, oldest first
    qint64 secondsSpent = 0;              // while the lesson was on screen
    QDateTime lastOpened;
};

// The learner's record in one JSON file with a "version" field, written atomically.
class ProgressStore {
public:
    explicit ProgressStore(const QString& filePath);

    struct LoadReport {
        bool ok = true;
        QString backupPath;
        QString message; // what happened and what to do; empty when all went well
    };
    // Missing file: fresh record, ok. Corrupt or newer-version file: renamed to
    // FILE.bad-YYYYMMDD-HHMMSS, fresh record, ok = false with a message.
    LoadReport load();
    bool save(QString* error = nullptr); // QSaveFile, atomic; creates the folder

    LessonProgress& lesson(const QString& id);
    const LessonProgress* find(const QString& id) const;
    QStringList lessonIds() const;
    void removeLesson(const QString& id); // from the record and from the fields kept as loaded
    QString lastLessonId() const;
    void setLastLessonId(const QString& id);
    QString filePath() const { return filePath_; }

    QByteArray toJson() const;
    bool fromJson(const QByteArray& json, QString* error); // replaces the record on success

private:
    QString filePath_;
    QHash<QString, LessonProgress> lessons_;
    QString lastLessonId_;
    QJsonObject raw_;           // the file as loaded: unknown fields are written back
    bool backupFailed_ = false; // an unusable file stayed in place: never overwrite it
};

} // namespace lessons
