// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/blocks/blockwidget.h"
#include "app/richtext.h"
#include "lessons/blockspecs.h"
#include "lessons/lesson.h"

#include <QColor>
#include <QFrame>
#include <QWidget>

class QLabel;

namespace app {

// Prose: Markdown with math, sized to its content.
class ProseBlock : public MarkdownView {
    Q_OBJECT
public:
    explicit ProseBlock(const lessons::ProseSpec& spec, QWidget* parent = nullptr);
};

// A fenced code sample of an unknown type, shown verbatim.
class CodeBlock : public QFrame {
    Q_OBJECT
public:
    explicit CodeBlock(const lessons::CodeSpec& spec, QWidget* parent = nullptr);
};

// callout: a boxed note, trap, takeaway or tip.
class CalloutBlock : public QFrame {
    Q_OBJECT
public:
    explicit CalloutBlock(const lessons::CalloutSpec& spec, QWidget* parent = nullptr);
    QColor accent() const { return color_; } // the bar down its left edge; its tint is fainter

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QColor color_;
};

// formula: a display formula with an optional caption.
class FormulaBlock : public QFrame {
    Q_OBJECT
public:
    explicit FormulaBlock(const lessons::FormulaSpec& spec, QWidget* parent = nullptr);
};

// references: a numbered list of citations.
class ReferencesBlock : public QFrame, public BlockWidget {
    Q_OBJECT
public:
    explicit ReferencesBlock(const lessons::ReferencesSpec& spec, QWidget* parent = nullptr);
    QString shownTitle() const override;
    void omitTitle() override;
    QLabel* headingLabel() const { return heading_; }

private:
    QLabel* heading_ = nullptr;
};

// next: a link to the next lesson; the window decides what opening it means.
class NextLessonBlock : public QFrame {
    Q_OBJECT
public:
    NextLessonBlock(const lessons::NextSpec& spec, const QString& targetTitle,
                    QWidget* parent = nullptr);
    QString targetLessonId() const { return target_; }

signals:
    void openLesson(const QString& lessonId);

private:
    QString target_;
};

} // namespace app
