// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/charts/chartexport.h"
#include "app/pagecontext.h"
#include "lessons/blockspecs.h"
#include "lessons/grading.h"
#include "lessons/labsession.h"
#include "lessons/lesson.h"
#include "lessons/result.h"

#include <QFrame>
#include <QList>

#include <memory>

class QButtonGroup;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QTableWidget;
class QVBoxLayout;

namespace attn::charts {
class LogitBars;
} // namespace attn::charts

namespace app {

class LabComparison;
class LabRunTable;
class MarkdownLabel;
class MessageSlot;

// lab: editable raw logits run at several head dimensions, every run kept in a history so the
// student compares before and after an edit, with an optional prediction committed (and locked)
// before the run it is scored against. The rules (what is scored against what, which run waits
// for a prediction) are lessons::LabSession's; this widget shows them.
class LabBlock : public QFrame, public attn::charts::PictureSource {
    Q_OBJECT
public:
    LabBlock(const lessons::LabSpec& spec, const PageContext& context, QWidget* parent = nullptr);
    ~LabBlock() override;
    // "Attention Lab · <lesson>": the caption of the bars' saved picture (they draw the raw
    // logits, which no other setting changes).
    QString pictureCaption() const override;

    using Run = lessons::LabRun;
    // The page's undo history knows a lab's fields by this and the lab's id.
    static constexpr char kHistoryKeyPrefix[] = "lab:";
    // Its width on a page, in measures of the running text (keepToMeasure).
    static constexpr double kMeasureShare = 1.3;

    // Widgets, for keyboard order and tests.
    QLineEdit* logitsField() const { return logits_; }
    attn::charts::LogitBars* logitBars() const { return logitBars_; }
    QLineEdit* dimsField() const { return dims_; }
    QLabel* logitsError() const { return logitsError_; }
    QLabel* staleNote() const { return staleNote_; }
    QLabel* dimsError() const { return dimsError_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* runUnchangedButton() const { return runUnchanged_; }
    QPushButton* restoreButton() const { return restore_; }
    QPushButton* resetButton() const { return reset_; }
    QPushButton* commitButton() const { return commit_; }
    QList<QRadioButton*> directionButtons() const { return directionButtons_; }
    QLineEdit* predictionField() const { return predictedPct_; }
    QLabel* predictionNote() const { return lockedNote_; } // the line beside Commit
    QTableWidget* historyTable() const;
    LabRunTable* runTable() const { return history_; }
    QLabel* comparisonLabel() const;

    const QList<Run>& runs() const { return session_.runs(); }
    bool predictionLocked() const { return session_.predictionCommitted(); }

    bool run();          // the logits and dims in the fields; false (and marked) on bad input
    bool runUnchanged(); // the lesson's own logits, put back into the field, with its dims
    void restore();      // the lesson's logits and dims back into the fields
    void reset();        // starts over: no runs, prediction unlocked
    // Reset's button: asks first when there are runs to lose. True if the lab was reset.
    bool askToReset();
    bool commitPrediction();
    // The logits and dims fields as typed; setFields puts them back (undo, redo) and saves them.
    QStringList fields() const;
    void setFields(const QStringList& fields);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr double kMaxAbsLogit = 1e6; // the lesson format's cap for lab scores

    // The constructor's parts, in the order they stand in the lab (labblockbuild.cpp).
    void addHeading(QVBoxLayout* layout);
    void addEntryFields(QVBoxLayout* layout);
    void addPrediction(QVBoxLayout* layout);
    void addButtons(QVBoxLayout* layout);
    void addRunTable(QVBoxLayout* layout);
    void connectButtons();
    void restoreFromRecord();
    void connectFieldsToBars();

    QString logitsText(const QList<double>& values) const;
    QString dimsText(const QList<int>& values) const;
    QString dimsExample() const;
    void showLogitsAsBars();
    // The logits the bars fall back on while the field holds text that does not parse: the last
    // run, drag, restore or undo step, never a prefix on the way to a rejected number.
    void acceptLogits(const QList<double>& values);
    // The one reading of the logits field: text that parses becomes the accepted logits (and
    // clears the field's mark); text that does not marks the field with its error, and the
    // bars, left on the accepted logits, say so. True and the values in `out` if accepted.
    enum class Mark { Always, UnlessEmpty };
    bool acceptTyped(Mark mark, QList<double>* out = nullptr);
    lessons::Result<QList<double>> typedLogits() const;
    void fitHistory(); // the run table's columns and height to the lab's width
    bool parseDims(QList<int>* out);
    bool execute(const QList<double>& scores, const QList<int>& dims);
    // `record`: keep it in the learner's record (false when it is shown again after a restart).
    void showVerdict(const lessons::LabOutcome& outcome, bool record = true);
    void showNotice(const lessons::LabOutcome& outcome);
    void clearComparison(); // no notice, no verdict
    void showHistory();
    void restoreState(const lessons::LabRecord& record);
    void saveState(bool now); // the session and the fields, into the learner's record
    void updateButtons();
    // The fields, if they changed since the last edit the page's undo history knows, become one
    // entry of it.
    void commitEdit(const QString& description, bool mergeBursts);
    QStringList lessonFields() const;
    // The head dimensions in their field, or why they are refused (in `error`, if given).
    bool typedDims(QList<int>* out, QString* error = nullptr) const;
    // The lines beside Commit, whose room is kept from the start.
    // `practice`: the record keeps a prediction already, so the next one scored is practice.
    static QString lockedText(bool practice, int predictDim);
    static QString practiceNowText();
    // The field holds logits other than the last run's: what Run does with them (`preview`).
    static QString lockedEditedText(const lessons::LabOutcome& preview, int nextRun, bool practice);
    static QString scoredText();
    static QString practiceText();        // scored after a Reset: the record keeps the first one
    static QString seenPracticeText();    // scored on a result shown before a Reset
    static QString practiceNextText();    // not committed yet, and the record keeps one that counts
    static QString seenBeforeResetText(); // not committed yet, after a Reset of edited runs
    // The learner's record of this lab's predictions; null when there is none.
    const lessons::PredictionRecord* keptPrediction() const;
    static QString chooseFirstText();
    static QString seenText();
    // Why Commit took nothing, for what is in the percentage field ("" when it is a percentage):
    // worded for a percentage, e.g. 60, not the generic "type a number such as 2.5" (sp36 #12).
    static QString percentEntryError(const QString& typed, const QLocale& locale);
    // The line beside Commit says what is wrong with the entry, in the input errors' red.
    void showPredictionError(const QString& message);
    // The note under the prediction shows an input error (in the error look).
    bool predictionErrorShown() const;
    // The note's usual line again, where it shows an input error.
    void dropPredictionError();
    // The line beside Commit, from the session's state (locked, refused, scored).
    void showPredictionState();
    void markError(QLineEdit* field, QLabel* label, const QString& message);
    void clearError(QLineEdit* field, QLabel* label);
    void refitMessages(); // a message came or went: its slot grows if it needs more room

    lessons::LabSpec spec_;
    PageContext context_;
    lessons::LabSession session_;
    QStringList committed_;  // the fields as the undo history last saw them
    QList<double> accepted_; // see acceptLogits
    bool fitQueued_ = false; // a fitHistory waits in the event queue

    QLineEdit* logits_ = nullptr;
    attn::charts::LogitBars* logitBars_ = nullptr;
    QLineEdit* dims_ = nullptr;
    QLabel* logitsError_ = nullptr;
    QLabel* staleNote_ = nullptr; // the bars show the accepted logits, not the field's text
    QLabel* dimsError_ = nullptr;
    QList<MessageSlot*> messageSlots_;
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
    std::unique_ptr<LabComparison> comparison_; // the notices and the verdict
    LabRunTable* history_ = nullptr;
};

} // namespace app
