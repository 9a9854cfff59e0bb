// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/blocks/blockwidget.h"
#include "app/pagecontext.h"
#include "lessons/blockspecs.h"
#include "lessons/lesson.h"
#include "lessons/progress.h"

#include <QFrame>
#include <QList>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QWidget;

namespace app {

class MarkdownLabel;

// explain: the student explains an idea in their own words. The text is kept in the record as
// it is typed; the model answer and the rubric appear after the first attempt.
class ExplainBlock : public QFrame, public BlockWidget {
    Q_OBJECT
public:
    ExplainBlock(const lessons::ExplainSpec& spec, const PageContext& context,
                 QWidget* parent = nullptr);
    QPlainTextEdit* editor() const { return editor_; }
    QPushButton* submitButton() const { return submit_; }
    QLabel* attemptNote() const { return attemptNote_; }
    QList<QCheckBox*> rubricBoxes() const { return rubric_; }
    bool modelShown() const;
    // The takeaways held back until the comparison were opened early ("Show the takeaways
    // now"); kept in the record so they stay open after a restart.
    bool takeawaysShown() const { return takeawaysShown_; }
    void keepTakeawaysShown();
    QString shownTitle() const override;
    void omitTitle() override;

signals:
    void modelRevealed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    void takeClickOnPrompt(const QMouseEvent* event);
    MarkdownLabel* prompt_ = nullptr;
    lessons::ExplainRecord record() const;
    void save(bool now);
    void showModel();
    void updateSubmit();

    QString id_;
    PageContext context_;
    QLabel* badge_ = nullptr;
    QPlainTextEdit* editor_ = nullptr;
    QPushButton* submit_ = nullptr;
    QLabel* attemptNote_ = nullptr;
    QWidget* modelPanel_ = nullptr;
    QList<QCheckBox*> rubric_;
    bool takeawaysShown_ = false;
};

} // namespace app
