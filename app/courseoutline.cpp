// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/courseoutline.h"

#include "app/progresskeeper.h"
#include "lessons/blockspecs.h"
#include "lessons/completion.h"
#include "lessons/math.h"
#include "lessons/revealplan.h"

#include <QHeaderView>
#include <QStyledItemDelegate>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

#include <algorithm>
#include <functional>

namespace app {

namespace {

constexpr int kLessonIdRole = Qt::UserRole;
constexpr int kSectionRole = Qt::UserRole + 1;
constexpr int kHeldByRole = Qt::UserRole + 2; // the id of the question whose answer shows it

QString plainToolTip(const QString& text) {
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

// A lesson's row. Its tooltip counts the lesson's graded questions, which builds the spec of
// every question: for the whole built-in course that was 28 M instructions before the first
// paint (issue 27). For a lesson with no answer yet (so no spec is needed for its mark) the
// tooltip is made when something first asks for it (a hover, a screen reader) and kept until
// the marks change.
class LessonItem : public QTreeWidgetItem {
public:
    explicit LessonItem(QTreeWidget* tree) : QTreeWidgetItem(tree) {}

    void setToolTipOnFirstUse(std::function<QString()> make) {
        QTreeWidgetItem::setData(0, Qt::ToolTipRole, QVariant());
        madeToolTip_.clear();
        makeToolTip_ = std::move(make);
    }
    void setData(int column, int role, const QVariant& value) override {
        if (column == 0 && role == Qt::ToolTipRole) {
            makeToolTip_ = nullptr;
            madeToolTip_.clear();
        }
        QTreeWidgetItem::setData(column, role, value);
    }
    QVariant data(int column, int role) const override {
        if (column == 0 && role == Qt::ToolTipRole && makeToolTip_)
            madeToolTip_ = std::exchange(makeToolTip_, nullptr)();
        if (column == 0 && role == Qt::ToolTipRole && !madeToolTip_.isEmpty())
            return madeToolTip_;
        return QTreeWidgetItem::data(column, role);
    }

private:
    mutable std::function<QString()> makeToolTip_;
    mutable QString madeToolTip_; // what makeToolTip_ gave, until the tooltip is set again
};

// Measures a row's height at the width its text gets, so a long title takes two lines: Qt 6.4's
// tree asks for the height of the text on one line, word wrap or not, and cut the rest with "…".
class WrappingDelegate : public QStyledItemDelegate {
public:
    explicit WrappingDelegate(QTreeWidget* tree) : QStyledItemDelegate(tree), tree_(tree) {}
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        int depth = 0;
        for (QModelIndex up = index.parent(); up.isValid(); up = up.parent())
            ++depth;
        QStyleOptionViewItem wrapped = option;
        wrapped.rect.setWidth(tree_->columnWidth(index.column()) -
                              (depth + (tree_->rootIsDecorated() ? 1 : 0)) * tree_->indentation());
        // The style wraps only in a valid rectangle; the tree passes one of no height.
        wrapped.rect.setHeight(std::max(1, wrapped.rect.height()));
        wrapped.features |= QStyleOptionViewItem::WrapText;
        return QStyledItemDelegate::sizeHint(wrapped, index);
    }

private:
    QTreeWidget* tree_;
};

// The expand arrow of a title wrapped to two lines stands beside its first line: centred in the
// whole row, it sat by the second line of lesson 5's German title, apart from where the title
// begins (sp35).
class OutlineTree : public QTreeWidget {
public:
    explicit OutlineTree(QWidget* parent) : QTreeWidget(parent) {}

protected:
    void drawBranches(QPainter* painter, const QRect& rect,
                      const QModelIndex& index) const override {
        QStyleOptionViewItem option;
        initViewItemOption(&option);
        option.features &= ~QStyleOptionViewItem::WrapText; // the tree wraps its rows
        option.rect = QRect(0, 0, std::max(1, columnWidth(0)), 1);
        // The row of a title on one line: the wrapping delegate measures at the column's width.
        auto* delegate = qobject_cast<QStyledItemDelegate*>(itemDelegate());
        const int oneLine =
            delegate ? delegate->QStyledItemDelegate::sizeHint(option, index).height() : 0;
        QRect first = rect;
        if (oneLine > 0 && oneLine < rect.height())
            first.setHeight(oneLine);
        QTreeWidget::drawBranches(painter, first, index);
    }
};

// The sections a question's `hold` keeps off the page until it is answered are greyed and say
// what they wait for: a jump there would land on nothing, and their titles may answer it.
void markHeldSections(QTreeWidgetItem* lessonItem, const lessons::Lesson& lesson,
                      const lessons::LessonProgress* progress) {
    const QList<lessons::RevealPlan::Hold> holds = lessons::holdsOf(lesson);
    if (holds.isEmpty())
        return;
    const QList<lessons::Section> sections = lesson.sections();
    const auto answered = [progress](const lessons::Block* question) {
        return progress && progress->answers.constFind(question->id()) != progress->answers.cend();
    };
    const auto sectionHolding = [&](int blockIndex) {
        // A question above the first heading stands in the lesson's opening.
        QString title = lessons::plainTextWithMath(lesson.title);
        for (const lessons::Section& section : sections) {
            if (section.blockIndex <= blockIndex)
                title = lessons::plainTextWithMath(section.title);
        }
        return title;
    };
    for (QTreeWidgetItemIterator it(lessonItem); *it; ++it) {
        QTreeWidgetItem* item = *it;
        if (item->data(0, kLessonIdRole).toString() != lesson.id)
            break;
        const int index = item->data(0, kSectionRole).toInt();
        if (index < 0 || index >= sections.size())
            continue;
        const int blockIndex = sections.at(index).blockIndex;
        const auto waiting = std::find_if(holds.begin(), holds.end(), [&](const auto& hold) {
            return blockIndex >= hold.first && blockIndex < hold.end && !answered(hold.question);
        });
        const QString title = item->text(0);
        item->setDisabled(waiting != holds.end());
        item->setData(0, kHeldByRole, waiting != holds.end() ? waiting->question->id() : QString());
        if (waiting == holds.end()) {
            item->setToolTip(0, plainToolTip(title));
            item->setData(0, Qt::AccessibleTextRole, title);
            continue;
        }
        const auto* spec = waiting->question->specAs<lessons::QuestionSpec>();
        const QString where = sectionHolding(waiting->first - 1);
        const QString why =
            spec && spec->predictStyle
                ? CourseOutline::tr("Appears once you have answered the prediction in “%1”.")
                      .arg(where)
                : CourseOutline::tr("Appears once you have answered the question in “%1”.")
                      .arg(where);
        item->setToolTip(0, plainToolTip(CourseOutline::tr("%1 — %2").arg(title, why)));
        item->setData(0, Qt::AccessibleTextRole,
                      CourseOutline::tr("%1, not shown yet: %2").arg(title, why));
    }
}

} // namespace

CourseOutline::CourseOutline(const ProgressKeeper* progress, QWidget* parent)
    : QObject(parent), progress_(progress), tree_(new OutlineTree(parent)) {
    tree_->setHeaderHidden(true);
    tree_->setAccessibleName(tr("Course outline"));
    tree_->setAccessibleDescription(tr("Lessons and their sections; ✔ done, ◐ started. "
                                       "Press Enter to open."));
    tree_->setMinimumWidth(240);
    // Long titles wrap at the sidebar's width (they were cut with "…" in both languages, sp17);
    // only a single word longer than the row is cut, and said whole in its tooltip. Never a
    // column wider than the sidebar: the sidebar keeps the width the student gave it.
    tree_->setWordWrap(true);
    tree_->setItemDelegate(new WrappingDelegate(tree_));
    tree_->setTextElideMode(Qt::ElideRight);
    // Row heights are measured at the column's width when rows are laid out: a new width (the
    // sidebar dragged, the window opened) lays them out again, or a title stays on one line, cut.
    connect(tree_->header(), &QHeaderView::sectionResized, tree_,
            [this](int, int oldWidth, int newWidth) {
                if (oldWidth != newWidth)
                    tree_->doItemsLayout();
            });
    tree_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    tree_->header()->setStretchLastSection(true);
    tree_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);
    auto activate = [this](QTreeWidgetItem* item) {
        if (!item)
            return;
        // A held section's blocks are not on the page: the jump went to the lesson's top (sp30).
        if (const QString question = item->data(0, kHeldByRole).toString(); !question.isEmpty())
            emit heldSectionActivated(item->data(0, kLessonIdRole).toString(), question,
                                      item->text(0));
        else
            emit activated(item->data(0, kLessonIdRole).toString(),
                           item->data(0, kSectionRole).toInt());
    };
    connect(tree_, &QTreeWidget::itemActivated, this, activate);
    connect(tree_, &QTreeWidget::itemClicked, this, activate);
    // Whatever the outline did not do itself is the student's (or a test's) doing.
    connect(tree_, &QTreeWidget::itemExpanded, this, [this](QTreeWidgetItem* item) {
        if (!expanding_ && !item->parent())
            byHand_.insert(item->data(0, kLessonIdRole).toString());
    });
    connect(tree_, &QTreeWidget::itemCollapsed, this, [this](QTreeWidgetItem* item) {
        if (!expanding_ && !item->parent())
            byHand_.remove(item->data(0, kLessonIdRole).toString());
    });
}

void CourseOutline::setExpandedByOutline(QTreeWidgetItem* item, bool expanded) {
    expanding_ = true;
    item->setExpanded(expanded);
    expanding_ = false;
}

void CourseOutline::rebuild(const lessons::Course& course) {
    tree_->clear();
    for (const lessons::Lesson& lesson : course.lessons) {
        auto* item = new LessonItem(tree_);
        item->setData(0, kLessonIdRole, lesson.id);
        item->setData(0, kSectionRole, -1);
        const QList<lessons::Section> sections = lesson.sections();
        QTreeWidgetItem* lastTop = nullptr;
        for (int i = 0; i < sections.size(); ++i) {
            const lessons::Section& section = sections.at(i);
            if (section.title == lesson.title)
                continue; // the lesson's own heading is the lesson item itself
            QTreeWidgetItem* parent = section.level >= 2 && lastTop ? lastTop : item;
            auto* child = new QTreeWidgetItem(parent, {lessons::plainTextWithMath(section.title)});
            child->setData(0, kLessonIdRole, lesson.id);
            child->setData(0, kSectionRole, i);
            child->setData(0, Qt::AccessibleTextRole, child->text(0));
            child->setToolTip(0, plainToolTip(child->text(0))); // whole where the row cuts it
            if (section.level < 2)
                lastTop = child;
        }
        setExpandedByOutline(item, byHand_.contains(lesson.id) || lesson.id == shownLesson_);
    }
    updateMarks(course);
}

void CourseOutline::updateMarks(const lessons::Course& course) {
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        auto* item = static_cast<LessonItem*>(tree_->topLevelItem(i)); // rebuild made them all
        const lessons::Lesson* lesson = course.find(item->data(0, kLessonIdRole).toString());
        if (!lesson)
            continue;
        const lessons::LessonProgress* progress = progress_->find(lesson->id);
        // Without an answer the lesson is neither started nor done, whatever its questions are.
        const bool answered = progress && !progress->answers.isEmpty();
        const lessons::LessonStatus status =
            answered ? lessons::lessonStatus(*lesson, progress) : lessons::LessonStatus();
        QString mark;
        QString state;
        QString stateTitle; // the tooltip says what the mark means (sp14: "✔ and ◐ unexplained")
        if (status.done) {
            mark = QStringLiteral("✔ ");
            state = tr("done");
            stateTitle = tr("Done");
        } else if (status.started) {
            // Not for a lesson only opened or read: the mark came and went as the student moved
            // between lessons (sp19), and the legend says what ◐ means.
            mark = QStringLiteral("◐ ");
            state = tr("started");
            stateTitle = tr("Started");
        } else {
            state = tr("not started");
            stateTitle = tr("Not started");
        }
        const QString title = lessons::plainTextWithMath(lesson->title);
        item->setText(0, tr("%1%2. %3").arg(mark).arg(i + 1).arg(title));
        markHeldSections(item, *lesson, progress);
        item->setData(0, Qt::AccessibleTextRole,
                      tr("Lesson %1: %2, %3").arg(i + 1).arg(title, state));
        // The title first (the row may show it cut), then what the mark means (sp14: "✔ and ◐
        // unexplained").
        const auto toolTip = [title, mark, stateTitle,
                              summary = lessons::plainTextWithMath(lesson->summary)](
                                 const lessons::LessonStatus& counted) {
            return plainToolTip(tr("%1 — %2%3: %4 of %5 questions answered correctly "
                                   "(done when every question is). %6")
                                    .arg(title, mark, stateTitle)
                                    .arg(counted.correct)
                                    .arg(counted.questions)
                                    .arg(summary));
        };
        if (answered) {
            item->setToolTip(0, toolTip(status));
        } else {
            // A copy shares the blocks (and their specs) with the course, and outlives a
            // course replaced before anything asks.
            item->setToolTipOnFirstUse([toolTip, lesson = *lesson] {
                return toolTip(lessons::lessonStatus(lesson, nullptr));
            });
        }
    }
}

void CourseOutline::showLesson(const QString& lessonId) {
    shownLesson_ = lessonId;
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = tree_->topLevelItem(i);
        const QString id = item->data(0, kLessonIdRole).toString();
        if (id == lessonId) {
            expanding_ = true;
            tree_->setCurrentItem(item);
            expanding_ = false;
            if (!item->isExpanded())
                setExpandedByOutline(item, true);
        } else if (item->isExpanded() && !byHand_.contains(id)) {
            setExpandedByOutline(item, false);
        }
    }
}

void CourseOutline::markSection(const QString& lessonId, const QString& section) {
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* lesson = tree_->topLevelItem(i);
        if (lesson->data(0, kLessonIdRole).toString() != lessonId)
            continue;
        QTreeWidgetItem* match = lesson;
        for (QTreeWidgetItemIterator it(lesson); *it && (*it == lesson || (*it)->parent()); ++it) {
            if ((*it)->data(0, kLessonIdRole).toString() != lessonId)
                break;
            if ((*it)->text(0) == lessons::plainTextWithMath(section))
                match = *it;
        }
        // Also while the outline has the focus, as it keeps it after a jump there: the mark
        // stayed on the jump's section however far the page scrolled on (D9).
        if (tree_->currentItem() != match) {
            // Selecting a section scrolls to it, which expands its lesson: the outline's doing.
            expanding_ = true;
            tree_->setCurrentItem(match);
            expanding_ = false;
        }
        return;
    }
}

QSet<QString> CourseOutline::expandedByHand() const {
    return byHand_;
}

void CourseOutline::setExpandedByHand(const QSet<QString>& lessonIds) {
    byHand_ = lessonIds;
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = tree_->topLevelItem(i);
        const QString id = item->data(0, kLessonIdRole).toString();
        setExpandedByOutline(item, byHand_.contains(id) || id == shownLesson_);
    }
}

} // namespace app
