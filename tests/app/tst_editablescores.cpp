// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// An editable `scores` chart on a real lesson page (issue 23): the bars stay locked while the
// prediction that guards them is open; then a mouse drag sets a bar's slider, snapped to the
// slider's steps and clamped to its range, with every view bound to that slider following during
// the drag (the slider, a second scores chart, the mixture chart); the keys step the bar in focus;
// each bar is an accessible slider of its own, named by its key, with its value.
#include "app/blocks/chartblock.h"
#include "app/blocks/controls.h"
#include "app/charts/logitbars.h"
#include "app/charts/mixturechart.h"
#include "app/charts/scorebarschart.h"
#include "app/mainwindow.h"
#include "core/mixture.h"
#include "tests/common/studentflow.h"

#include <QAccessible>
#include <QApplication>
#include <QFile>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace app;
using attn::charts::LogitBars;
using attn::charts::ScoreBarsChart;

namespace {

constexpr int kWaitMs = 5000; // QTRY timeout: layout of one page

// A prediction guards the mixture; the editable bars sit between them, so they lock with the
// sliders. A second, plain scores chart below shows the same sliders.
const char kLesson[] = R"(---
id: bars
title: Bars
summary: Editable score bars.
minutes: 5
order: 1
---

# Bars

```question
id: guess
kind: single
style: predict
prompt: Where does the output go?
option up: Up
option down: Down
answer: up
reveal: out
```

```slider
param: z1
label: Score 1
min: -3
max: 3
step: 0.5
default: 1
```

```slider
param: z2
label: Score 2
min: -3
max: 3
step: 0.5
default: 0
```

```chart
id: edit
kind: scores
score1: @z1
score2: @z2
editable: true
step: 0.5
```

```chart
id: out
kind: mixture
values: 4, 0, 0, 4
score1: @z1
score2: @z2
```

```chart
id: shown
kind: scores
score1: @z1
score2: @z2
```
)";

SliderControl* sliderOf(LessonPage* page, const QString& param) {
    for (SliderControl* slider : page->findChildren<SliderControl*>()) {
        if (slider->param() == param)
            return slider;
    }
    return nullptr;
}

ScoreBarsChart* barsChart(LessonPage* page, bool editable) {
    for (ScoreBarsChart* chart : page->findChildren<ScoreBarsChart*>()) {
        if (chart->bars()->isEditable() == editable)
            return chart;
    }
    return nullptr;
}

void drag(LogitBars* bars, int bar, double target) {
    const QPoint from = bars->pointFor(bar, bars->values().at(bar));
    const QPoint to = bars->pointFor(bar, target);
    QTest::mousePress(bars, Qt::LeftButton, {}, from);
    QTest::mouseMove(bars, (from + to) / 2);
    QTest::mouseMove(bars, to);
    QTest::mouseRelease(bars, Qt::LeftButton, {}, to);
}

} // namespace

class TestEditableScores : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup() { dir_.reset(); }
    void lockedUntilThePredictionIsCommitted();
    void dragSnapsClampsAndBoundViewsFollow_data();
    void dragSnapsClampsAndBoundViewsFollow();
    void keysStepTheBarInFocus();
    void aClickOffTheGripChangesNothing();
    void accessibleNameAndValueFollowTheBar();
    void typedNumberThenEnterSetsTheBar_data();
    void typedNumberThenEnterSetsTheBar();

private:
    // Opens the test lesson with the prediction answered (or not).
    std::unique_ptr<MainWindow> open(bool answered);

    std::unique_ptr<QTemporaryDir> dir_;
};

void TestEditableScores::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QVERIFY(QDir().mkpath(dir_->filePath(QStringLiteral("lessons"))));
    QFile file(dir_->filePath(QStringLiteral("lessons/bars.lesson.md")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.write(kLesson) == qint64(sizeof(kLesson) - 1));
}

std::unique_ptr<MainWindow> TestEditableScores::open(bool answered) {
    MainWindowOptions options;
    options.lessonsDir = dir_->filePath(QStringLiteral("lessons"));
    options.dataDir = dir_->filePath(QStringLiteral("data"));
    options.lessonId = QStringLiteral("bars");
    options.localeName = QStringLiteral("en_US");
    auto window = std::make_unique<MainWindow>(options);
    window->waitForCourse(); // a lesson folder is read on a worker thread
    window->setConfirmation([](const QString&) { return true; });
    window->resize(1200, 900);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    LessonPage* page = window->page();
    page->ensureBuilt();
    if (answered) {
        QuestionBlock* prediction = studentflow::question(page, QStringLiteral("guess"));
        if (!prediction)
            return nullptr;
        studentflow::tick(prediction, {QStringLiteral("up")});
        prediction->checkButton()->click();
    }
    ScoreBarsChart* chart = barsChart(page, true);
    if (!chart)
        return nullptr;
    page->ensureWidgetVisible(chart->bars());
    return window;
}

void TestEditableScores::lockedUntilThePredictionIsCommitted() {
    auto window = open(false);
    QVERIFY(window);
    LessonPage* page = window->page();
    ScoreBarsChart* chart = barsChart(page, true);
    LogitBars* bars = chart->bars();
    QTRY_VERIFY_WITH_TIMEOUT(bars->isVisible() && bars->height() > 100, kWaitMs);
    QVERIFY(!bars->isEnabled());
    lessons::ParameterSet* params = page->parameters();
    drag(bars, 0, 2.0);
    bars->setFocus();
    QTest::keyClick(bars, Qt::Key_Up);
    QCOMPARE(params->number(QStringLiteral("z1")), 1.0);
    QCOMPARE(bars->values(), (QList<double>{1, 0}));

    QuestionBlock* prediction = studentflow::question(page, QStringLiteral("guess"));
    QVERIFY(prediction);
    studentflow::tick(prediction, {QStringLiteral("up")});
    prediction->checkButton()->click();
    QVERIFY(bars->isEnabled());
    drag(bars, 0, 2.0);
    QCOMPARE(params->number(QStringLiteral("z1")), 2.0);
}

void TestEditableScores::dragSnapsClampsAndBoundViewsFollow_data() {
    QTest::addColumn<int>("bar");
    QTest::addColumn<double>("target");
    QTest::addColumn<double>("expected");
    QTest::addRow("key 1 to 2") << 0 << 2.0 << 2.0;
    QTest::addRow("key 2 to 1.2 snaps to the slider's 1.0") << 1 << 1.2 << 1.0;
    QTest::addRow("key 2 to -1.8 snaps to -2.0") << 1 << -1.8 << -2.0;
    QTest::addRow("key 1 past the top stops at 3") << 0 << 9.0 << 3.0;
    QTest::addRow("key 2 past the bottom stops at -3") << 1 << -9.0 << -3.0;
}

void TestEditableScores::dragSnapsClampsAndBoundViewsFollow() {
    QFETCH(int, bar);
    QFETCH(double, target);
    QFETCH(double, expected);
    auto window = open(true);
    QVERIFY(window);
    LessonPage* page = window->page();
    LogitBars* bars = barsChart(page, true)->bars();
    ScoreBarsChart* shown = barsChart(page, false);
    auto* mixture = page->findChild<attn::charts::MixtureChart*>();
    QVERIFY(shown && mixture);
    QTRY_VERIFY_WITH_TIMEOUT(bars->isVisible() && bars->height() > 100, kWaitMs);
    const QString param = QStringLiteral("z%1").arg(bar + 1);
    lessons::ParameterSet* params = page->parameters();

    // The pointer over a bar shows what can be grabbed (first off the bars, so the move onto
    // the bar is a move even where the last row's pointer stopped).
    QTest::mouseMove(bars, QPoint(1, 1));
    QTRY_COMPARE(bars->hoveredBar(), -1);
    QTest::mouseMove(bars, bars->pointFor(bar, bars->values().at(bar)));
    QTRY_COMPARE(bars->hoveredBar(), bar);
    QCOMPARE(bars->cursor().shape(), Qt::OpenHandCursor);

    const QPoint from = bars->pointFor(bar, bars->values().at(bar));
    const QPoint to = bars->pointFor(bar, target);
    QTest::mousePress(bars, Qt::LeftButton, {}, from);
    QCOMPARE(bars->draggedBar(), bar);
    QTest::mouseMove(bars, to);
    // During the drag, before the release: every bound view shows the new score.
    QCOMPARE(params->number(param), expected);
    QCOMPARE(bars->values().at(bar), expected);
    QCOMPARE(sliderOf(page, param)->value(), expected);
    QCOMPARE(shown->scores().at(bar), expected);
    const auto core = attn::mixValues(
        Eigen::Vector2d(params->number(QStringLiteral("z1")), params->number(QStringLiteral("z2"))),
        (Eigen::MatrixXd(2, 2) << 4, 0, 0, 4).finished(), {false, false});
    QVERIFY(core.ok());
    QCOMPARE(mixture->output(), QPointF(core.value().output[0], core.value().output[1]));
    QTest::mouseRelease(bars, Qt::LeftButton, {}, to);
    QCOMPARE(bars->draggedBar(), -1);
    QCOMPARE(params->number(param), expected);
}

// Student pass sp11 item 13: a click on the chart to focus it set key 2 from 1 to 5. Only the
// grip at a bar's end takes a press; a click on it that does not move leaves the value too.
void TestEditableScores::aClickOffTheGripChangesNothing() {
    auto window = open(true);
    QVERIFY(window);
    LessonPage* page = window->page();
    LogitBars* bars = barsChart(page, true)->bars();
    QTRY_VERIFY_WITH_TIMEOUT(bars->isVisible() && bars->height() > 100, kWaitMs);
    lessons::ParameterSet* params = page->parameters();
    const QList<double> before = bars->values();
    QCOMPARE(before, (QList<double>{1, 0}));
    const QList<QPoint> offTheGrip = {
        bars->pointFor(1, 2.5),  // empty space above key 2 (at 0)
        bars->pointFor(1, -2.5), // and below it
        bars->pointFor(0, 0.4),  // on key 1's bar (at 1), below its grip
        bars->pointFor(0, 2.5),  // above key 1's grip
    };
    for (const QPoint& at : offTheGrip) {
        QTest::mouseClick(bars, Qt::LeftButton, {}, at);
        QCOMPARE(bars->draggedBar(), -1);
        QCOMPARE(bars->values(), before);
        QCOMPARE(params->number(QStringLiteral("z1")), 1.0);
        QCOMPARE(params->number(QStringLiteral("z2")), 0.0);
    }
    // A drag that starts off the grip moves nothing either.
    QTest::mousePress(bars, Qt::LeftButton, {}, bars->pointFor(1, 2.5));
    QTest::mouseMove(bars, bars->pointFor(1, 1.0));
    QTest::mouseRelease(bars, Qt::LeftButton, {}, bars->pointFor(1, 1.0));
    QCOMPARE(bars->values(), before);
    // A click on the grip that does not move: the bar keeps its value (no snap to the pointer).
    QTest::mouseClick(bars, Qt::LeftButton, {}, bars->pointFor(0, 1.0) + QPoint(0, 3));
    QCOMPARE(bars->values(), before);
    // The keys still step the bar in focus.
    bars->setFocus();
    QTest::keyClick(bars, Qt::Key_Up);
    QVERIFY(bars->values().at(0) > 1.0 || bars->values().at(1) > 0.0);
}

void TestEditableScores::keysStepTheBarInFocus() {
    auto window = open(true);
    QVERIFY(window);
    LessonPage* page = window->page();
    LogitBars* bars = barsChart(page, true)->bars();
    lessons::ParameterSet* params = page->parameters();
    QTRY_VERIFY_WITH_TIMEOUT(bars->isVisible(), kWaitMs);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    // Tab from the slider above reaches the bars.
    QSlider* z2 = sliderOf(page, QStringLiteral("z2"))->slider();
    z2->setFocus();
    for (int i = 0; i < 6 && !bars->hasFocus(); ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QVERIFY(bars->hasFocus());
    QCOMPARE(bars->activeBar(), 0);
    QTest::keyClick(bars, Qt::Key_Up);
    QCOMPARE(params->number(QStringLiteral("z1")), 1.5);
    QTest::keyClick(bars, Qt::Key_Down);
    QTest::keyClick(bars, Qt::Key_Down);
    QCOMPARE(params->number(QStringLiteral("z1")), 0.5);
    QTest::keyClick(bars, Qt::Key_Right);
    QCOMPARE(bars->activeBar(), 1);
    QTest::keyClick(bars, Qt::Key_PageUp); // ten steps of 0.5 from 0 reach past 3: clamped
    QCOMPARE(params->number(QStringLiteral("z2")), 3.0);
    QTest::keyClick(bars, Qt::Key_Home);
    QCOMPARE(params->number(QStringLiteral("z2")), -3.0);
    QTest::keyClick(bars, Qt::Key_PageDown); // already at the bottom
    QCOMPARE(params->number(QStringLiteral("z2")), -3.0);
    QTest::keyClick(bars, Qt::Key_End);
    QCOMPARE(params->number(QStringLiteral("z2")), 3.0);
    QCOMPARE(sliderOf(page, QStringLiteral("z2"))->value(), 3.0);
    QCOMPARE(params->number(QStringLiteral("z1")), 0.5); // the other bar stayed
}

// Each bar is an accessible object of its own (issue 23), a slider named by its key with its
// value; the one the keys act on is focused. (The announcements themselves go nowhere here: Qt
// calls no update handler while no platform accessibility is active, as offscreen.)
void TestEditableScores::accessibleNameAndValueFollowTheBar() {
    auto window = open(true);
    QVERIFY(window);
    LessonPage* page = window->page();
    LogitBars* bars = barsChart(page, true)->bars();
    QTRY_VERIFY_WITH_TIMEOUT(bars->isVisible(), kWaitMs);
    QAccessibleInterface* access = QAccessible::queryAccessibleInterface(bars);
    QVERIFY(access);
    QCOMPARE(access->role(), QAccessible::Grouping);
    QCOMPARE(access->childCount(), 2);
    QAccessibleInterface* first = access->child(0);
    QVERIFY(first);
    QCOMPARE(first->role(), QAccessible::Slider);
    QCOMPARE(first->text(QAccessible::Name), QStringLiteral("score of key 1"));
    QCOMPARE(first->text(QAccessible::Value), QStringLiteral("1.0"));
    QCOMPARE(first->parent(), access);
    QCOMPARE(access->indexOfChild(first), 0);
    // The same object each time it is asked for: a screen reader keeps its id.
    QCOMPARE(QAccessible::uniqueId(access->child(0)), QAccessible::uniqueId(first));

    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    bars->setFocus();
    QVERIFY(bars->hasFocus());
    QTest::keyClick(bars, Qt::Key_Right);
    QTest::keyClick(bars, Qt::Key_PageUp);
    QAccessibleInterface* second = access->child(1);
    QVERIFY(second);
    QCOMPARE(second->text(QAccessible::Name), QStringLiteral("score of key 2"));
    QCOMPARE(second->text(QAccessible::Value), QStringLiteral("3.0"));
    QVERIFY(second->state().focused);
    QVERIFY(!first->state().focused);
    QCOMPARE(access->focusChild(), second);
    QAccessibleValueInterface* value = second->valueInterface();
    QVERIFY(value);
    QCOMPARE(value->currentValue().toDouble(), 3.0);
    QCOMPARE(value->minimumValue().toDouble(), -3.0);
    QCOMPARE(value->maximumValue().toDouble(), 3.0);
    // A screen reader may set the value too: it goes through the slider like a drag.
    value->setCurrentValue(-1.0);
    QCOMPARE(page->parameters()->number(QStringLiteral("z2")), -1.0);
    QCOMPARE(first->text(QAccessible::Value), QStringLiteral("1.0")); // the other bar stayed
    // The plain chart is a picture, not a group of sliders.
    QAccessibleInterface* picture =
        QAccessible::queryAccessibleInterface(barsChart(page, false)->bars());
    QVERIFY(picture);
    QCOMPARE(picture->role(), QAccessible::Chart);
    QCOMPARE(picture->childCount(), 0);
    QVERIFY(!picture->valueInterface());
}

// "Typing a number then Enter sets it" (issue 23): digits, a sign and either separator typed on
// the bars in focus go to the bar the keys act on when Enter is pressed, through its slider
// (snapped to its steps, clamped to its range); Escape or a key that is no number drops them.
void TestEditableScores::typedNumberThenEnterSetsTheBar_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("finalKey");
    QTest::addColumn<double>("expected"); // z2 afterwards; it starts at 0

    QTest::addRow("whole") << QStringLiteral("2") << int(Qt::Key_Return) << 2.0;
    QTest::addRow("decimal") << QStringLiteral("1.5") << int(Qt::Key_Enter) << 1.5;
    QTest::addRow("hyphen-minus") << QStringLiteral("-2.5") << int(Qt::Key_Return) << -2.5;
    QTest::addRow("minus sign") << QStringLiteral("−1") << int(Qt::Key_Return) << -1.0;
    QTest::addRow("decimal comma") << QStringLiteral("2,5") << int(Qt::Key_Return) << 2.5;
    QTest::addRow("snapped to the slider's step")
        << QStringLiteral("1.3") << int(Qt::Key_Return) << 1.5;
    QTest::addRow("clamped to the range") << QStringLiteral("40") << int(Qt::Key_Return) << 3.0;
    QTest::addRow("no number") << QStringLiteral("1.2.3") << int(Qt::Key_Return) << 0.0;
    QTest::addRow("escape drops it") << QStringLiteral("2") << int(Qt::Key_Escape) << 0.0;
}

void TestEditableScores::typedNumberThenEnterSetsTheBar() {
    QFETCH(QString, typed);
    QFETCH(int, finalKey);
    QFETCH(double, expected);
    auto window = open(true);
    QVERIFY(window);
    LessonPage* page = window->page();
    LogitBars* bars = barsChart(page, true)->bars();
    lessons::ParameterSet* params = page->parameters();
    QTRY_VERIFY_WITH_TIMEOUT(bars->isVisible(), kWaitMs);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    bars->setFocus();
    QTest::keyClick(bars, Qt::Key_Right);
    QCOMPARE(bars->activeBar(), 1);
    for (const QChar c : typed) { // as a keyboard sends them: the minus sign has no key of its own
        const Qt::Key code = c.isDigit() ? Qt::Key(Qt::Key_0 + c.digitValue()) : Qt::Key_unknown;
        QTest::sendKeyEvent(QTest::Click, bars, code, QString(c), Qt::NoModifier);
    }
    QCOMPARE(bars->typedText(), typed);
    QCOMPARE(params->number(QStringLiteral("z2")), 0.0); // nothing set before Enter
    QTest::keyClick(bars, Qt::Key(finalKey));
    QCOMPARE(bars->typedText(), QString());
    QCOMPARE(params->number(QStringLiteral("z2")), expected);
    QCOMPARE(sliderOf(page, QStringLiteral("z2"))->value(), expected);
    QCOMPARE(params->number(QStringLiteral("z1")), 1.0); // the other bar stayed
}

QTEST_MAIN(TestEditableScores)
#include "tst_editablescores.moc"
