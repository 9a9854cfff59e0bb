#pragma once

#include "app/pagecontext.h"
#include "lessons/blockspecs.h"
#include "lessons/grading.h"
#include "lessons/lesson.h"

#include <QFrame>
#include <QList>

class QButtonGroup;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QTableWidget;

namespace app {

class MarkdownLabel;

// lab: editable raw logits run at several head dimensions, every run kept in a history so the
// student compares before and after an edit, with an optional prediction committed (and locked)
// before the run it is scored against.
class LabBlock : public QFrame {
    Q_OBJECT
public:
    LabBlock(const lessons::LabSpec& spec, const PageContext& context, QWidget* parent = nullptr);

    struct Run {
        QList<double> scores;
        QList<int> dims;
        QList<QList<double>> weightsPct; // per dim, per key
        QList<double> maxPct;            // per dim
    };

    // Widgets, for keyboard order and tests.
    QLineEdit* logitsField() const { return logits_; }
    QLineEdit* dimsField() const { return dims_; }
    QLabel* logitsError() const { return logitsError_; }
    QLabel* dimsError() const { return dimsError_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* runUnchangedButton() const { return runUnchanged_; }
    QPushButton* restoreButton() const { return restore_; }
    QPushButton* resetButton() const { return reset_; }
    QPushButton* commitButton() const { return commit_; }
    QList<QRadioButton*> directionButtons() const { return directionButtons_; }
    QLineEdit* predictionField() const { return predictedPct_; }
    QTableWidget* historyTable() const { return history_; }
    QLabel* comparisonLabel() const { return comparison_; }

    const QList<Run>& runs() const { return runs_; }
    bool predictionLocked() const { return locked_; }

    bool run();          // the logits and dims in the fields; false (and marked) on bad input
    bool runUnchanged(); // the lesson's own logits with the dims in the field
    void restore();      // the lesson's logits and dims back into the fields
    void reset();        // starts over: no runs, prediction unlocked
    bool commitPrediction();

private:
    bool parseScores(QList<double>* out);
    bool parseDims(QList<int>* out);
    bool execute(const QList<double>& scores, const QList<int>& dims);
    bool compute(const QList<double>& scores, const QList<int>& dims, Run* out,
                 QString* error) const;
    void gradePrediction(const Run& before, const Run& after);
    void appendHistory(const Run& run);
    void updateButtons();
    void markError(QLineEdit* field, QLabel* label, const QString& message);
    void clearError(QLineEdit* field, QLabel* label);

    lessons::LabSpec spec_;
    PageContext context_;
    QString predictKind_; // "", "direction", "max-weight"
    QList<double> defaultScores_;
    QList<int> defaultDims_;
    int predictDim_ = 1;
    double tolerance_ = 5.0;
    bool locked_ = false;
    QString predicted_;
    QList<Run> runs_;

    QLineEdit* logits_ = nullptr;
    QLineEdit* dims_ = nullptr;
    QLabel* logitsError_ = nullptr;
    QLabel* dimsError_ = nullptr;
    QGroupBox* predictBox_ = nullptr;
    QButtonGroup* directionGroup_ = nullptr;
    QList<QRadioButton*> directionButtons_;
    QLineEdit* predictedPct_ = nullptr;
    QPushButton* commit_ = nullptr;
    QLabel* lockedNote_ = nullptr;
    QPushButton* run_ = nullptr;
    QPushButton* runUnchanged_ = nullptr;
    QPushButton* restore_ = nullptr;
    QPushButton* reset_ = nullptr;
    QLabel* comparison_ = nullptr;
    QTableWidget* history_ = nullptr;
};

} // namespace app
