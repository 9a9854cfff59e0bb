// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/blocks/blockwidget.h"
#include "lessons/lesson.h"

#include <QFrame>
#include <QGroupBox>
#include <QList>

#include <functional>

class QLabel;
class QPushButton;

class QBoxLayout;
class QGridLayout;

namespace app {

class QuestionBlock;

// Builds the widget of a block inside a group (the page builder).
using BlockFactory = std::function<QWidget*(const lessons::Block&, QWidget*)>;

// quickcheck ... quickcheck-end: the questions inside are graded together; the summary line
// says how many are answered and how many are right.
class QuickCheckBlock : public QGroupBox, public BlockWidget {
    Q_OBJECT
public:
    // `blocks`: the group's children, each built by `factory`.
    QuickCheckBlock(const lessons::QuickCheckSpec& spec, const QList<lessons::Block>& blocks,
                    const BlockFactory& factory, QWidget* parent = nullptr);
    QString shownTitle() const override { return title(); }
    void omitTitle() override { setTitle(QString()); }
    QString summary() const;
    QLabel* summaryLabel() const { return summary_; }

private:
    void updateSummary();

    QList<QuestionBlock*> questions_;
    QLabel* summary_ = nullptr;
};

// walkthrough ... walkthrough-end: one step at a time, "Step k of n" with Previous / Next. The
// two buttons sit side by side above the step, in the same place whatever the step's height.
// Next waits while the step holds a prediction not yet made: a walkthrough that let the student
// pass it silently showed its answer in the next step.
class WalkthroughBlock : public QFrame {
    Q_OBJECT
public:
    // `steps`: the walkthrough's step blocks, whose children `factory` builds.
    WalkthroughBlock(const lessons::WalkthroughSpec& spec, const QList<lessons::Block>& steps,
                     const BlockFactory& factory, QWidget* parent = nullptr);
    int currentStep() const; // 0-based
    int stepCount() const;
    void setStep(int index);
    QPushButton* previousButton() const { return previous_; }
    QPushButton* nextButton() const { return next_; }
    QLabel* stepLabel() const { return position_; }
    QWidget* navigation() const { return navigation_; } // the row holding the two buttons
    QLabel* heldLabel() const { return held_; }         // why Next waits, when it does
    // The 0-based step whose page holds `widget`, -1 if none does; its title as plain text.
    int stepHolding(const QWidget* widget) const;
    // The step a search may open to show `widget`: a step other than the current one, reached
    // without passing a prediction not yet made, whose page shows the widget; -1 otherwise.
    int reachableHiddenStepShowing(const QWidget* widget) const;
    QString stepTitle(int index) const { return titles_.value(index); }
    QString title() const { return title_; }

signals:
    void stepChanged(int index);
    void stepTurned(); // the student pressed Previous or Next (not a restore)

private:
    void updateButtons();

    QString title_;
    QStringList titles_;
    QList<QList<QuestionBlock*>> predictions_; // per step
    // Every step page sits in the layout; only the current one is shown, so the block is as
    // tall as that step (a QStackedWidget would keep the tallest step's height).
    QList<QWidget*> steps_;
    int current_ = 0;
    QLabel* position_ = nullptr;
    QPushButton* previous_ = nullptr;
    QPushButton* next_ = nullptr;
    QWidget* navigation_ = nullptr;
    QLabel* held_ = nullptr;
};

// console ... console-end: an experiment on one screen. Its sliders, toggles and choices share
// one row at the top; its charts, tables and other blocks sit below, two to a row, so that the
// controls and what they move are seen together (lesson 2's Track 7 at 1280x860).
class ConsoleBlock : public QFrame {
    Q_OBJECT
public:
    // `blocks`: the console's children, each built by `factory`.
    ConsoleBlock(const lessons::ConsoleSpec& spec, const QList<lessons::Block>& blocks,
                 const BlockFactory& factory, QWidget* parent = nullptr);
    QWidget* controlsRow() const { return controls_; }
    QList<QWidget*> displays() const { return displays_; } // file order

    int columns() const { return columns_; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // Two columns of displays and one row of controls where they fit; one column and the
    // controls one below the other on a narrow page (at 800 px the d_k slider was a stub and
    // the table's headers were cut: "law logit").
    void setColumns(int columns);
    bool isWide(const QWidget* cell) const;

    QWidget* controls_ = nullptr;
    QBoxLayout* controlsLayout_ = nullptr;
    QGridLayout* grid_ = nullptr;
    QList<QWidget*> displays_;
    QList<const QWidget*> wideDisplays_;
    int columns_ = 2;
};

// "2 of 3 questions answered, 1 correct" (also the window's progress line).
QString answeredSummary(int total, int answered, int correct);

} // namespace app
