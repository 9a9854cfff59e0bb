// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QToolButton;

namespace app {

class LessonPage;
class WalkthroughBlock;

// Edit > Find: a bar above the lesson that finds a text (case-insensitive) in what the page
// shows: prose, labels, questions and their options. Enter goes to the next match,
// Shift+Enter to the previous one, Escape closes the bar and gives the focus back to the page.
class FindBar : public QWidget {
    Q_OBJECT
public:
    explicit FindBar(QWidget* parent = nullptr);

    void setPage(LessonPage* page); // the matches are looked for again on the next step
    void open();                    // shows the bar, the line edit focused and selected
    void close();
    void findNext();
    void findPrevious();

    QLineEdit* lineEdit() const { return edit_; }
    QLabel* countLabel() const { return count_; }
    int matchCount() const { return int(matches_.size()); }
    int currentMatch() const { return current_; } // -1: none
    QWidget* currentMatchWidget() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    struct Match {
        QPointer<QWidget> widget;
        int position = 0; // in the widget's plain text
        int length = 0;
        int y = 0; // in the page's content, for page order and the start of a search
        // Set when the match is on a walkthrough step not shown: going to it opens the step.
        QPointer<WalkthroughBlock> walkthrough;
        int step = -1;
    };
    void collect();
    void step(int direction);
    void goTo(int index);
    void clearHighlight();
    void updateCount();

    QPointer<LessonPage> page_;
    QLineEdit* edit_ = nullptr;
    QToolButton* previous_ = nullptr;
    QToolButton* next_ = nullptr;
    QLabel* count_ = nullptr;
    QList<Match> matches_;
    bool stale_ = true; // the text or the page changed since matches_ was collected
    int current_ = -1;
    QPointer<QWidget> highlighted_;
    QPointer<QWidget> returnFocus_; // the page's control that had the focus before the bar
};

} // namespace app
