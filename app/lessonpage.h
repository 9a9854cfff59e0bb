#pragma once

#include "app/pagecontext.h"
#include "lessons/lesson.h"

#include <QHash>
#include <QList>
#include <QPointer>
#include <QScrollArea>
#include <QTimer>
#include <QVariant>

#include <functional>

namespace lessons {
class ParameterSet;
}

namespace app {

class ProgressKeeper;
class QuestionBlock;

// One lesson as one scrolling document: a column of block widgets built by the page builder.
// Owns the lesson's live parameters; answers go to the progress keeper as they are made.
class LessonPage : public QScrollArea {
    Q_OBJECT
public:
    // lessonTitle maps a lesson id to its title (empty when it is not in the course) for `next`
    // links. keptValues carries the parameter values over a reload of the same lesson.
    LessonPage(const lessons::Lesson& lesson, ProgressKeeper* progress,
               const std::function<QString(const QString&)>& lessonTitle,
               const QHash<QString, QVariant>& keptValues = {}, QWidget* parent = nullptr);
    ~LessonPage() override;

    const lessons::Lesson& lesson() const { return lesson_; }
    QString lessonId() const { return lesson_.id; }
    lessons::ParameterSet* parameters() const { return params_; }
    QHash<QString, QVariant> parameterValues() const;

    // True once every chart has drawn its first data (the Monte Carlo bench runs off the UI
    // thread); --screenshot waits for it.
    bool isSettled() const;

    int questionCount() const { return int(questions_.size()); }
    int answeredCount() const;
    int correctCount() const;
    QList<QuestionBlock*> questions() const { return questions_; }

    // The widget of a top-level block (index into lesson().blocks), or null.
    QWidget* blockWidget(int index) const { return blockWidgets_.value(index); }
    void scrollToSection(int sectionIndex);
    QString currentSection() const;
    int scrollPosition() const;
    // Scrolls to y as soon as the page is tall enough (prose heights settle after layout).
    void restoreScrollPosition(int y);

    void setZoom(int steps); // text size steps relative to the application font

signals:
    void openLesson(const QString& lessonId);
    void answersChanged();
    void positionChanged(int scrollY, const QString& section);

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fitContent();
    QWidget* build(const lessons::Block& block, QWidget* parent);
    void connectReveals();

    lessons::Lesson lesson_;
    PageContext context_;
    lessons::ParameterSet* params_ = nullptr;
    std::function<QString(const QString&)> lessonTitle_;
    QWidget* column_ = nullptr;
    QList<QWidget*> blockWidgets_;
    QList<QuestionBlock*> questions_;
    QHash<QString, QWidget*> byId_;
    int pendingScroll_ = -1;
    QTimer pendingExpiry_;
    QFont baseFont_;
};

} // namespace app
