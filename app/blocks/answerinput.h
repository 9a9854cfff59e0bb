// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/blockspecs.h"

#include <QList>
#include <QStringList>
#include <QWidget>

class QAbstractButton;
class QButtonGroup;
class QLineEdit;

namespace app {

// Where a student gives the answer to a question, on the lesson page and in the review: a number
// field with its unit, or the options (radio buttons for single choice, check boxes for multi)
// in this learner's order for the round (lessons/optionorder.h). Arrow keys select among radio
// options; Enter in the field or on an option asks for a check (submitted()).
class AnswerInput : public QWidget {
    Q_OBJECT
public:
    // `promptText` names the field for screen readers; `order` gives the options' indices in the
    // order to show them (lessons/optionorder.h; empty: as written).
    AnswerInput(const lessons::QuestionSpec& spec, const QString& promptText,
                const QList<int>& order, QWidget* parent = nullptr);

    QStringList chosenOptions() const;  // ids, in the order shown
    QStringList shownOptionIds() const; // every option's id, in the order shown
    void setChosenOptions(const QStringList& ids);
    QString typed() const;
    void setTyped(const QString& text);
    void clear();
    // Locked: the options are disabled and the field read-only, as after a check.
    void setLocked(bool locked);
    bool hasFocusInside() const;
    void focusFirst(Qt::FocusReason reason = Qt::OtherFocusReason);

    // The answer as paper shows it (lessonprint.cpp): the options as a plain list in the order
    // shown, the chosen ones marked in words; a typed number as text with its unit. Empty when
    // nothing was typed into a number field.
    QString paperMarkdown() const;

    QList<QAbstractButton*> optionButtons() const { return options_; }
    QLineEdit* numericField() const { return numeric_; }

signals:
    void submitted(); // Enter in the field or on an option

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QList<QAbstractButton*> options_;
    QStringList optionMarkdown_; // each option's text, as options_
    QString unitMarkdown_;
    QButtonGroup* group_ = nullptr; // single choice only
    QLineEdit* numeric_ = nullptr;
};

} // namespace app
