// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/course.h"

#include <QObject>
#include <QSet>

class QTreeWidget;
class QTreeWidgetItem;

namespace app {

class ProgressKeeper;

// The course outline in the sidebar: one item per lesson with its sections under it, a mark for
// done and started lessons, the lesson on screen selected and expanded. The lesson on screen is
// expanded by the outline itself and collapsed again when the student moves on; a lesson the
// student expanded by hand stays open (and is kept in the settings), so the outline does not
// grow with every lesson visited (sp13 B12: lesson 5 fell below the fold).
class CourseOutline : public QObject {
    Q_OBJECT
public:
    CourseOutline(const ProgressKeeper* progress, QWidget* parent);

    QTreeWidget* tree() const { return tree_; }

    void rebuild(const lessons::Course& course); // keeps the lessons expanded by hand
    // The ✔ and ◐ marks, from the record only (lessons::lessonStatus), never from which lesson is
    // open.
    void updateMarks(const lessons::Course& course);
    // The lesson now on screen: selected and expanded, the others the outline opened collapsed.
    void showLesson(const QString& lessonId);
    // Selects the section the student scrolled to (not while the outline has the focus).
    void markSection(const QString& lessonId, const QString& section);

    // The lessons open because the student opened them (the settings keep these).
    QSet<QString> expandedByHand() const;
    void setExpandedByHand(const QSet<QString>& lessonIds);

signals:
    // sectionIndex -1: the lesson itself.
    void activated(const QString& lessonId, int sectionIndex);
    // A greyed section (held by a question's `hold`) was clicked: the question that opens it,
    // and the section's title as the outline shows it.
    void heldSectionActivated(const QString& lessonId, const QString& questionId,
                              const QString& section);

private:
    void setExpandedByOutline(QTreeWidgetItem* item, bool expanded);

    const ProgressKeeper* progress_;
    QTreeWidget* tree_;
    QString shownLesson_;
    QSet<QString> byHand_;
    bool expanding_ = false; // the outline itself is expanding or collapsing an item
};

} // namespace app
