// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Undo, redo and Reset of the edits on a page (issue 23), in the real window: lesson 3's score
// bars dragged with the mouse, a slider stepped with the keys, Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y,
// the chart's Reset, the lab's typed logits; every bound view (sliders, number boxes, both charts,
// the weights readout) checked at each step; a text field keeps Ctrl+Z for its own typing; a
// control locked by its prediction takes no value through undo, and undo takes back no answer;
// a restart shows the values as they were left.
#include "app/blocks/chartblock.h"
#include "app/blocks/controls.h"
#include "app/blocks/labblock.h"
#include "app/blocks/questionblock.h"
#include "app/blocks/tableblock.h"
#include "app/charts/logitbars.h"
#include "app/charts/mixturechart.h"
#include "app/charts/scorebarschart.h"
#include "app/charts/vectorchart.h"
#include "app/lessonpage.h"
#include "app/mainwindow.h"
#include "lessons/edithistory.h"
#include "lessons/parameters.h"
#include "tests/common/heldlessons.h"
#include "tests/common/studentflow.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace app;
using attn::charts::LogitBars;
using attn::charts::ScoreBarsChart;

namespace {

constexpr int kWaitMs = 5000; // QTRY timeout: layout of one page

SliderControl* sliderOf(LessonPage* page, const QString& param) {
    for (SliderControl* slider : page->findChildren<SliderControl*>()) {
        if (slider->param() == param)
            return slider;
    }
    return nullptr;
}

ScoreBarsChart* editableBars(LessonPage* page) {
    for (ScoreBarsChart* chart : page->findChildren<ScoreBarsChart*>()) {
        if (chart->bars()->isEditable())
            return chart;
    }
    return nullptr;
}

ChartBlock* blockOf(QWidget* widget) {
    for (QWidget* w = widget; w; w = w->parentWidget()) {
        if (auto* block = qobject_cast<ChartBlock*>(w))
            return block;
    }
    return nullptr;
}

QAction* actionWith(MainWindow* window, QKeySequence::StandardKey key) {
    const QKeySequence wanted(key);
    for (QAction* action : window->findChildren<QAction*>()) {
        if (action->shortcut() == wanted)
            return action;
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

// The shortcut as a student presses it: to the widget with the focus.
void press(QKeyCombination keys) {
    QWidget* target = QApplication::focusWidget();
    QVERIFY(target);
    QTest::keyClick(target, keys.key(), keys.keyboardModifiers());
}

// Everything on lesson 3's page that shows the three scores.
QStringList lessonThreeViews(LessonPage* page) {
    QStringList views;
    for (const QString& param :
         {QStringLiteral("z1"), QStringLiteral("z2"), QStringLiteral("z3")}) {
        SliderControl* slider = sliderOf(page, param);
        views << QStringLiteral("%1=%2 slider %3 box %4")
                     .arg(param)
                     .arg(page->parameters()->number(param))
                     .arg(slider->slider()->value())
                     .arg(slider->spinBox()->text());
    }
    ScoreBarsChart* bars = editableBars(page);
    QStringList values;
    for (double value : bars->bars()->values())
        values << QString::number(value);
    views << QStringLiteral("bars ") + values.join(QLatin1Char(' ')) << bars->readout();
    auto* mixture = page->findChild<attn::charts::MixtureChart*>();
    views << QStringLiteral("output %1 %2").arg(mixture->output().x()).arg(mixture->output().y())
          << mixture->readout();
    for (ReadoutBlock* readout : page->findChildren<ReadoutBlock*>()) {
        if (readout->text().startsWith(QStringLiteral("Weights")))
            views << readout->text();
    }
    return views;
}

// The editable bars and a prediction that guards them (as in tst_editablescores).
const char kLockedLesson[] = R"(---
id: bars
title: Bars
summary: Editable score bars behind a prediction.
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

```chart
id: edit
kind: scores
score1: @z1
editable: true
step: 0.5
```

```chart
id: out
kind: mixture
values: 4, 0, 0, 4
score1: @z1
score2: 0
```
)";

} // namespace

class TestUndo : public QObject {
    Q_OBJECT
private slots:
    void init() { dir_ = std::make_unique<QTemporaryDir>(); }
    void cleanup() { dir_.reset(); }
    void lessonThreesEditsUndoRedoResetAndResume();
    void textFieldKeepsItsOwnUndo();
    void resetUnticksTheMaskToo();
    void lessonOnesArrowsDragResetAndUndo();
    void undoDoesNotPassAPredictionLock();
    void labBarsAndArrowKeysUndoWithTheShortcuts();

private:
    std::unique_ptr<MainWindow> open(const QString& lessonId, const QString& lessonsDir = {}) {
        MainWindowOptions options;
        options.dataDir = dir_->filePath(QStringLiteral("data"));
        options.lessonsDir = lessonsDir;
        options.lessonId = lessonId;
        options.localeName = QStringLiteral("en_US");
        auto window = std::make_unique<MainWindow>(options);
        window->waitForCourse(); // a lesson folder is read on a worker thread
        window->setConfirmation([](const QString&) { return true; });
        window->resize(1440, 900);
        window->show();
        window->activateWindow();
        if (!QTest::qWaitForWindowActive(window.get()))
            return nullptr;
        window->page()->ensureBuilt();
        // Lesson 3's steering lab waits for its prediction; these tests are about what follows.
        if (lessonId == QLatin1String("mixing-values")) {
            heldlessons::answerHoldingQuestions(window->page()); // predict-mixture holds the rest
            QuestionBlock* steer =
                studentflow::question(window->page(), QStringLiteral("predict-steer"));
            if (!steer)
                return nullptr;
            if (!steer->isAnswered()) {
                studentflow::tick(steer, {QStringLiteral("near")});
                steer->checkButton()->click();
            }
        }
        return window;
    }

    std::unique_ptr<QTemporaryDir> dir_;
};

void TestUndo::lessonThreesEditsUndoRedoResetAndResume() {
    const QString lesson = QStringLiteral("mixing-values");
    QStringList left;
    QStringList leftLab;
    {
        auto window = open(lesson);
        QVERIFY(window);
        LessonPage* page = window->page();
        ScoreBarsChart* scores = editableBars(page);
        QVERIFY(scores);
        LogitBars* bars = scores->bars();
        page->ensureWidgetVisible(bars);
        QTRY_VERIFY_WITH_TIMEOUT(bars->isVisible() && bars->height() > 100, kWaitMs);
        QAction* undo = actionWith(window.get(), QKeySequence::Undo);
        QAction* redo = actionWith(window.get(), QKeySequence::Redo);
        QVERIFY(undo && redo);
        QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
        QVERIFY(!undo->isEnabled() && !redo->isEnabled());
        ChartBlock* chart = blockOf(scores);
        QVERIFY(chart && chart->resetButton());
        QPushButton* reset = chart->resetButton();
        QVERIFY(!reset->isEnabled()); // the lesson's values already
        QCOMPARE(reset->accessibleName(), QStringLiteral("Reset to the lesson's values"));
        QCOMPARE(reset->focusPolicy(), Qt::StrongFocus);
        const QStringList start = lessonThreeViews(page);

        // A drag of key 2 from 0 to 2, with two pointer moves: one entry.
        drag(bars, 1, 2.0);
        QCOMPARE(page->parameters()->number(QStringLiteral("z2")), 2.0);
        const QStringList dragged = lessonThreeViews(page);
        QCOMPARE(page->editHistory()->undoCount(), 1);
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), QStringLiteral("&Undo drag of key 2"));
        QVERIFY(reset->isEnabled());

        // Three key steps on the slider of z3: one entry, named by the slider's label.
        SliderControl* z3 = sliderOf(page, QStringLiteral("z3"));
        z3->slider()->setFocus();
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(z3->slider(), Qt::Key_Up);
        QCOMPARE(page->parameters()->number(QStringLiteral("z3")), 1.5);
        const QStringList stepped = lessonThreeViews(page);
        QCOMPARE(page->editHistory()->undoCount(), 2);
        // By its label, "Score z₃" (course33: no key or value note left), never the parameter.
        QCOMPARE(undo->text(), QStringLiteral("&Undo slider Score z₃"));

        press(QKeySequence(QKeySequence::Undo)[0]);
        QCOMPARE(lessonThreeViews(page), dragged);
        press(QKeySequence(QKeySequence::Undo)[0]);
        QCOMPARE(lessonThreeViews(page), start);
        QVERIFY(!undo->isEnabled());
        QCOMPARE(redo->text(), QStringLiteral("&Redo drag of key 2"));
        press(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
        QCOMPARE(lessonThreeViews(page), dragged);
        press(Qt::CTRL | Qt::Key_Y);
        QCOMPARE(lessonThreeViews(page), stepped);
        QVERIFY(!redo->isEnabled());

        // Reset: keyboard reachable, one entry, undone whole.
        reset->setFocus();
        QTest::keyClick(reset, Qt::Key_Space);
        QCOMPARE(lessonThreeViews(page), start);
        QVERIFY(!reset->isEnabled());
        QVERIFY2(undo->text().startsWith(QStringLiteral("&Undo reset of")),
                 qPrintable(undo->text()));
        press(QKeySequence(QKeySequence::Undo)[0]);
        QCOMPARE(lessonThreeViews(page), stepped);
        QVERIFY(reset->isEnabled());

        // The lab's typed logits, committed with Enter: one entry; undo puts the text back.
        auto* lab = page->findChild<LabBlock*>();
        QVERIFY(lab);
        page->ensureWidgetVisible(lab->logitsField());
        lab->logitsField()->setFocus();
        lab->logitsField()->selectAll();
        QTest::keyClicks(lab->logitsField(), QStringLiteral("2, 1, -1000"));
        QTest::keyClick(lab->logitsField(), Qt::Key_Return);
        QCOMPARE(undo->text(), QStringLiteral("&Undo typed logits"));
        QVERIFY(lab->restoreButton()->isEnabled());
        bars->setFocus(); // the field keeps Ctrl+Z for its own typing
        press(QKeySequence(QKeySequence::Undo)[0]);
        QCOMPARE(lab->logitsField()->text(), QStringLiteral("2, 1, 0"));
        QVERIFY(!lab->restoreButton()->isEnabled());
        QCOMPARE(lessonThreeViews(page), stepped);
        press(Qt::CTRL | Qt::Key_Y);
        QCOMPARE(lab->logitsField()->text(), QStringLiteral("2, 1, -1000"));
        QCOMPARE(lab->logitBars()->values(), (QList<double>{2, 1, -1000}));
        left = lessonThreeViews(page);
        leftLab = lab->fields();
        window->close();
    }
    // A restart shows the values as they were left, and starts with nothing to undo.
    auto window = open(lesson);
    QVERIFY(window);
    QCOMPARE(lessonThreeViews(window->page()), left);
    // What the record gives back the lab writes with a true minus (flow26); typed, it was "-".
    QStringList restored = leftLab;
    for (QString& field : restored)
        field.replace(QLatin1Char('-'), QChar(0x2212));
    QCOMPARE(window->page()->findChild<LabBlock*>()->fields(), restored);
    QVERIFY(!window->page()->editHistory()->canUndo());
}

// A student pass ticked lesson 3's mask and found Reset grey: the chart draws from the mask too,
// so "the lesson's values" include it.
void TestUndo::resetUnticksTheMaskToo() {
    auto window = open(QStringLiteral("mixing-values"));
    QVERIFY(window);
    LessonPage* page = window->page();
    ChartBlock* chart = blockOf(editableBars(page));
    QVERIFY(chart && chart->resetButton());
    QPushButton* reset = chart->resetButton();
    QVERIFY(!reset->isEnabled());
    page->parameters()->setValue(QStringLiteral("mask3"), true);
    QVERIFY(reset->isEnabled());
    reset->click();
    QCOMPARE(page->parameters()->number(QStringLiteral("mask3")), 0.0);
    QVERIFY(!reset->isEnabled());
}

// Lesson 1's arrows: a drag of b's tip sets two sliders (length and angle) as one entry; the
// chart's Reset puts all three back; undo brings the drag back.
void TestUndo::lessonOnesArrowsDragResetAndUndo() {
    using attn::charts::VectorChart;
    using attn::charts::VectorTip;
    auto window = open(QStringLiteral("dot-products"));
    QVERIFY(window);
    LessonPage* page = window->page();
    auto* arrows = page->findChild<VectorChart*>();
    QVERIFY(arrows);
    QuestionBlock* prediction = studentflow::question(page, QStringLiteral("predict-angle"));
    QVERIFY(prediction);
    studentflow::tick(prediction, {QStringLiteral("falls")});
    prediction->checkButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(arrows->isVisible(), kWaitMs);
    page->ensureWidgetVisible(arrows);
    QTRY_VERIFY_WITH_TIMEOUT(arrows->chartView()->height() > 200, kWaitMs);
    lessons::ParameterSet* params = page->parameters();
    const auto values = [params] {
        return QStringLiteral("%1 %2 %3")
            .arg(params->number(QStringLiteral("alen")))
            .arg(params->number(QStringLiteral("blen")))
            .arg(params->number(QStringLiteral("angle")));
    };
    const QString start = values();
    QPushButton* reset = blockOf(arrows)->resetButton();
    QVERIFY(reset && !reset->isEnabled());

    QWidget* viewport = arrows->chartView()->viewport();
    QChart* drawing = arrows->chart();
    const QPoint from = arrows->tipInViewport(VectorTip::B);
    const QPoint to = arrows->chartView()->mapFromScene(
        drawing->mapToPosition({0.05, 2.1}, drawing->series().first()));
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    QTest::mouseMove(viewport, (from + to) / 2);
    QTest::mouseMove(viewport, to);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
    QCOMPARE(params->number(QStringLiteral("angle")), 90.0);
    const QString dragged = values();
    QCOMPARE(page->editHistory()->undoDescription(), QStringLiteral("drag of arrow b"));
    QVERIFY(reset->isEnabled());

    reset->click();
    QCOMPARE(values(), start);
    QCOMPARE(sliderOf(page, QStringLiteral("angle"))->value(),
             params->number(QStringLiteral("angle")));
    QVERIFY(!reset->isEnabled());
    page->undo();
    QCOMPARE(values(), dragged);
    page->undo();
    QCOMPARE(values(), start);
}

void TestUndo::textFieldKeepsItsOwnUndo() {
    auto window = open(QStringLiteral("mixing-values"));
    QVERIFY(window);
    LessonPage* page = window->page();
    LogitBars* bars = editableBars(page)->bars();
    page->ensureWidgetVisible(bars);
    QTRY_VERIFY_WITH_TIMEOUT(bars->isVisible() && bars->height() > 100, kWaitMs);
    drag(bars, 0, 2.0);
    QVERIFY(page->editHistory()->canUndo());
    auto* lab = page->findChild<LabBlock*>();
    QLineEdit* field = lab->logitsField();
    field->setFocus();
    field->end(false);
    QTest::keyClicks(field, QStringLiteral(", 5"));
    QCOMPARE(field->text(), QStringLiteral("2, 1, 0, 5"));
    press(QKeySequence(QKeySequence::Undo)[0]);
    QVERIFY2(field->text() != QStringLiteral("2, 1, 0, 5"), qPrintable(field->text())); // its own
    QCOMPARE(page->parameters()->number(QStringLiteral("z1")), 2.0); // the page's drag stays
    QVERIFY(page->editHistory()->canUndo());
}

// The prediction locks the bars: before it is answered a drag moves nothing and leaves nothing
// to undo; after it, undo and redo change the values and never the answer. (Once answered a
// guard stays answered, Retry included, so a lock does not come back on this page; the history's
// refusal to undo a locked key is tst_edithistory's.)
void TestUndo::undoDoesNotPassAPredictionLock() {
    const QString lessons = dir_->filePath(QStringLiteral("lessons"));
    QVERIFY(QDir().mkpath(lessons));
    QFile file(lessons + QStringLiteral("/bars.lesson.md"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.write(kLockedLesson) == qint64(sizeof(kLockedLesson) - 1));
    file.close();
    auto window = open(QStringLiteral("bars"), lessons);
    QVERIFY(window);
    LessonPage* page = window->page();
    LogitBars* bars = editableBars(page)->bars();
    page->ensureWidgetVisible(bars);
    QTRY_VERIFY_WITH_TIMEOUT(bars->isVisible() && bars->height() > 100, kWaitMs);
    QPushButton* reset = blockOf(bars)->resetButton();
    lessons::ParameterSet* params = page->parameters();
    QVERIFY(!bars->isEnabled() && !reset->isEnabled());
    drag(bars, 0, 2.0); // locked: nothing moves, nothing to undo
    bars->setFocus();
    QTest::keyClick(bars, Qt::Key_Up);
    QCOMPARE(params->number(QStringLiteral("z1")), 1.0);
    QVERIFY(!page->editHistory()->canUndo());
    QVERIFY(!actionWith(window.get(), QKeySequence::Undo)->isEnabled());

    QuestionBlock* prediction = studentflow::question(page, QStringLiteral("guess"));
    QVERIFY(prediction);
    studentflow::tick(prediction, {QStringLiteral("up")});
    prediction->checkButton()->click();
    QVERIFY(prediction->isAnswered());
    drag(bars, 0, 2.5);
    QCOMPARE(params->number(QStringLiteral("z1")), 2.5);
    bars->setFocus();
    press(QKeySequence(QKeySequence::Undo)[0]);
    QCOMPARE(params->number(QStringLiteral("z1")), 1.0);
    QVERIFY(prediction->isAnswered()); // values only: the answer stays
    press(Qt::CTRL | Qt::Key_Y);
    QCOMPARE(params->number(QStringLiteral("z1")), 2.5);

    prediction->retryButton()->click(); // a committed prediction stays committed
    QVERIFY(prediction->isAnswered());
    press(QKeySequence(QKeySequence::Undo)[0]);
    QCOMPARE(params->number(QStringLiteral("z1")), 1.0);
    QVERIFY(prediction->isAnswered());
    QVERIFY(bars->isEnabled());
}

// What the other tests left to page->undo() or to lesson 3: the lab's logits dragged and typed
// on their bars (lesson 2) and lesson 1's arrows stepped with the keys, each taken back with
// Ctrl+Z and brought again with Ctrl+Shift+Z, as a student presses them on the chart in focus.
void TestUndo::labBarsAndArrowKeysUndoWithTheShortcuts() {
    {
        auto window = open(QStringLiteral("scaled-dot-product"));
        QVERIFY(window);
        LessonPage* page = window->page();
        heldlessons::answerHoldingQuestions(page); // the lab waits below lesson 2's first question
        auto* lab = page->findChild<LabBlock*>();
        QVERIFY(lab);
        LogitBars* bars = lab->logitBars();
        page->ensureWidgetVisible(bars);
        QTRY_VERIFY_WITH_TIMEOUT(bars->isVisible() && bars->height() > 100, kWaitMs);
        QCOMPARE(lab->logitsField()->text(), QStringLiteral("0, 4, 2"));
        drag(bars, 1, 8.0);
        QCOMPARE(lab->logitsField()->text(), QStringLiteral("0, 8, 2"));
        QCOMPARE(page->editHistory()->undoDescription(), QStringLiteral("drag of the logits"));
        QVERIFY(bars->hasFocus());
        QTest::keyClick(bars, Qt::Key_Right);
        QTest::keyClicks(bars, QStringLiteral("-3"));
        QTest::keyClick(bars, Qt::Key_Return);
        QCOMPARE(lab->logitsField()->text(), QStringLiteral("0, 8, \u22123")); // the lab wrote it
        QCOMPARE(bars->values(), (QList<double>{0, 8, -3}));
        // Its own entry, though it came straight after the drag.
        QCOMPARE(page->editHistory()->undoCount(), 2);
        QCOMPARE(page->editHistory()->undoDescription(), QStringLiteral("change of the logits"));
        press(QKeySequence(QKeySequence::Undo)[0]);
        QCOMPARE(lab->logitsField()->text(), QStringLiteral("0, 8, 2"));
        QCOMPARE(bars->values(), (QList<double>{0, 8, 2}));
        press(QKeySequence(QKeySequence::Undo)[0]);
        QCOMPARE(lab->logitsField()->text(), QStringLiteral("0, 4, 2"));
        QCOMPARE(bars->values(), (QList<double>{0, 4, 2}));
        QVERIFY(!lab->restoreButton()->isEnabled());
        press(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
        QCOMPARE(bars->values(), (QList<double>{0, 8, 2}));
        QVERIFY(lab->restoreButton()->isEnabled());
    }
    using attn::charts::VectorChart;
    using attn::charts::VectorTip;
    auto window = open(QStringLiteral("dot-products"));
    QVERIFY(window);
    LessonPage* page = window->page();
    auto* arrows = page->findChild<VectorChart*>();
    QVERIFY(arrows);
    QuestionBlock* prediction = studentflow::question(page, QStringLiteral("predict-angle"));
    QVERIFY(prediction);
    studentflow::tick(prediction, {QStringLiteral("falls")});
    prediction->checkButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(arrows->isVisible(), kWaitMs);
    page->ensureWidgetVisible(arrows);
    lessons::ParameterSet* params = page->parameters();
    const double angle = params->number(QStringLiteral("angle"));
    const double blen = params->number(QStringLiteral("blen"));
    arrows->chartView()->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(arrows->activeTip() != VectorTip::None);
    if (arrows->activeTip() == VectorTip::A)
        QTest::keyClick(arrows->chartView(), Qt::Key_Tab);
    QCOMPARE(arrows->activeTip(), VectorTip::B);
    QTest::keyClick(arrows->chartView(), Qt::Key_Right); // b turns one step
    QTest::keyClick(arrows->chartView(), Qt::Key_Down);  // and shrinks one step
    const double turned = params->number(QStringLiteral("angle"));
    const double shrunk = params->number(QStringLiteral("blen"));
    QVERIFY(turned != angle && shrunk != blen);
    // Steps of one handle in quick succession are one burst, like a held key: one entry.
    QCOMPARE(page->editHistory()->undoDescription(), QStringLiteral("change of arrow b"));
    press(QKeySequence(QKeySequence::Undo)[0]);
    QCOMPARE(params->number(QStringLiteral("angle")), angle);
    QCOMPARE(params->number(QStringLiteral("blen")), blen);
    QCOMPARE(sliderOf(page, QStringLiteral("angle"))->value(), angle);
    press(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
    QCOMPARE(params->number(QStringLiteral("angle")), turned);
    QCOMPARE(params->number(QStringLiteral("blen")), shrunk);
    QCOMPARE(arrows->bTip(), QPointF(shrunk * std::cos(turned * M_PI / 180.0),
                                     shrunk * std::sin(turned * M_PI / 180.0)));
}

QTEST_MAIN(TestUndo)
#include "tst_undo.moc"
