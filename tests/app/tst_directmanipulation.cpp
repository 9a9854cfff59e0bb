// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Grabbing the picture itself (issue 23): in lesson 1's real window, the two arrows stay out of
// reach until the prediction that guards them is committed; then dragging b's tip with the mouse
// and stepping it with the keys move the lesson's sliders, every view bound to them and the
// record, and a restart shows the arrows where the student left them.
#include "app/blocks/chartblock.h"
#include "app/blocks/controls.h"
#include "app/blocks/labblock.h"
#include "app/blocks/labruntable.h"
#include "app/blocks/tableblock.h"
#include "app/charts/logitbars.h"
#include "app/charts/mixturechart.h"
#include "app/charts/scorebarschart.h"
#include "app/charts/vectorchart.h"
#include "app/mainwindow.h"
#include "core/mixture.h"
#include "tests/common/heldlessons.h"
#include "tests/common/studentflow.h"

#include <QAccessible>
#include <QApplication>
#include <QChart>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QSlider>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace app;
using attn::charts::VectorChart;
using attn::charts::VectorTip;

namespace {

constexpr int kWaitMs = 5000; // QTRY timeout: layout of one page

QPoint viewportPoint(const VectorChart& chart, QPointF value) {
    QChart* drawing = chart.chart();
    return chart.chartView()->mapFromScene(
        drawing->mapToPosition(value, drawing->series().first()));
}

// The accessible object of one of the arrows' tips ("tip of b"), a child of the chart's view.
QAccessibleInterface* tipPart(const VectorChart* chart, const QString& name) {
    QAccessibleInterface* view = QAccessible::queryAccessibleInterface(chart->chartView());
    for (int i = 0; view && i < view->childCount(); ++i) {
        QAccessibleInterface* part = view->child(i);
        if (part && part->text(QAccessible::Name) == name)
            return part;
    }
    return nullptr;
}

// A pointer moving over `widget` with no button down. QTest::mouseMove goes through the window,
// and the offscreen platform finds no widget under a pointer that no button holds.
void hover(QWidget* widget, QPoint pos) {
    QMouseEvent move(QEvent::MouseMove, QPointF(pos), QPointF(widget->mapToGlobal(pos)),
                     Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(widget, &move);
}

SliderControl* sliderOf(LessonPage* page, const QString& param) {
    for (SliderControl* slider : page->findChildren<SliderControl*>()) {
        if (slider->param() == param)
            return slider;
    }
    return nullptr;
}

} // namespace

class TestDirectManipulation : public QObject {
    Q_OBJECT
private slots:
    void init() { dir_ = std::make_unique<QTemporaryDir>(); }
    void cleanup() { dir_.reset(); }
    void dragAndKeysMoveTheLessonsArrows();
    void arrowsReadLengthsAsTheirBoxes();
    void theLabsLogitsAreDraggedAsBars();
    void lessonThreesTriangleFollowsSlidersAndMask();
    void lessonThreesScoreBarsSteerTheTriangle();
    void lessonFoursOwnScoresSaturateAtHighGain();

private:
    std::unique_ptr<MainWindow> open(const QString& lessonId = QStringLiteral("dot-products")) {
        MainWindowOptions options;
        options.dataDir = dir_->filePath(QStringLiteral("data"));
        options.lessonId = lessonId;
        options.localeName = QStringLiteral("en_US");
        auto window = std::make_unique<MainWindow>(options);
        window->setConfirmation([](const QString&) { return true; });
        window->resize(1440, 900);
        window->show();
        return window;
    }

    std::unique_ptr<QTemporaryDir> dir_;
};

// Issue 19, item 2: the arrows' readout wrote "0.500 × 3.00 × 0.707" above the lesson's "0.5 ×
// 3.0 × 0.707" for the same lengths, set by boxes of 0.5 and 3.0. A length reads as its box does.
void TestDirectManipulation::arrowsReadLengthsAsTheirBoxes() {
    auto window = open();
    LessonPage* page = window->page();
    QVERIFY(page);
    page->ensureBuilt();
    auto* arrows = page->findChild<VectorChart*>();
    QVERIFY(arrows);
    lessons::ParameterSet* params = page->parameters();
    params->setValue(QStringLiteral("alen"), 0.5);
    params->setValue(QStringLiteral("blen"), 3.0);
    params->setValue(QStringLiteral("angle"), 45.0);
    const QString product = QStringLiteral("0.5 × 3.0 × 0.707");
    QVERIFY2(arrows->readout().contains(product), qPrintable(arrows->readout()));
    int readouts = 0;
    for (const ReadoutBlock* readout : page->findChildren<ReadoutBlock*>()) {
        if (readout->text().contains(QStringLiteral(" × ")) &&
            readout->text().contains(QStringLiteral("0.707"))) {
            ++readouts;
            QVERIFY2(readout->text().contains(product), qPrintable(readout->text()));
        }
    }
    QCOMPARE(readouts, 1);
}

namespace {

// The steering lab's sliders, bars and pictures wait for its prediction (predict-steer), and the
// whole lab for the worked mixture's (predict-mixture holds the rest of the lesson).
void answerSteeringPrediction(LessonPage* page) {
    heldlessons::answerHoldingQuestions(page);
    QuestionBlock* prediction = studentflow::question(page, QStringLiteral("predict-steer"));
    QVERIFY(prediction);
    if (prediction->isAnswered())
        return;
    studentflow::tick(prediction, {QStringLiteral("near")});
    prediction->checkButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(sliderOf(page, QStringLiteral("z1"))->slider()->isEnabled(), kWaitMs);
}

} // namespace

// Lesson 3's mixture chart follows its sliders (moved with the keys) and the mask toggle (clicked):
// weights and output as the core computes them for the controls' values, the triangle an edge
// while key 3 is masked.
void TestDirectManipulation::lessonThreesTriangleFollowsSlidersAndMask() {
    auto window = open(QStringLiteral("mixing-values"));
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    LessonPage* page = window->page();
    QVERIFY(page);
    page->ensureBuilt();
    auto* chart = page->findChild<attn::charts::MixtureChart*>();
    QVERIFY(chart);
    answerSteeringPrediction(page);
    lessons::ParameterSet* params = page->parameters();
    const auto expectOutput = [&] {
        Eigen::MatrixXd values(3, 2);
        values << 4, 0, 0, 4, -2, -2;
        const Eigen::Vector3d scores(params->number(QStringLiteral("z1")),
                                     params->number(QStringLiteral("z2")),
                                     params->number(QStringLiteral("z3")));
        const auto core = attn::mixValues(
            scores, values, {false, false, params->number(QStringLiteral("mask3")) != 0});
        QVERIFY(core.ok());
        QCOMPARE(chart->output(), QPointF(core.value().output[0], core.value().output[1]));
    };
    QCOMPARE(chart->hull().size(), 3);
    expectOutput();

    SliderControl* z2 = sliderOf(page, QStringLiteral("z2"));
    QVERIFY(z2);
    z2->slider()->setFocus();
    QTest::keyClick(z2->slider(), Qt::Key_Up);
    QTest::keyClick(z2->slider(), Qt::Key_Up);
    QVERIFY(params->number(QStringLiteral("z2")) > 0.0); // up from its default 0
    expectOutput();
    QVERIFY(chart->weights().at(1) > 0.4);

    ToggleControl* mask = nullptr;
    for (ToggleControl* toggle : page->findChildren<ToggleControl*>())
        mask = toggle;
    QVERIFY(mask);
    page->ensureWidgetVisible(mask->checkBox());
    QTest::mouseClick(mask->checkBox(), Qt::LeftButton, {},
                      QPoint(8, mask->checkBox()->height() / 2)); // on the box itself
    QVERIFY(mask->checkBox()->isChecked());
    QCOMPARE(chart->hull(), (QList<QPointF>{{4, 0}, {0, 4}}));
    QCOMPARE(chart->weights().at(2), 0.0);
    expectOutput();
    QVERIFY2(chart->chartView()->accessibleName().contains(QStringLiteral(", 0%.")),
             qPrintable(chart->chartView()->accessibleName()));
    // The score chart masks key 3 too: its bar reads "masked" and takes no drag (the student
    // pass dragged it and nothing moved).
    auto* scores = page->findChild<attn::charts::ScoreBarsChart*>();
    QVERIFY(scores);
    QVERIFY(scores->bars()->isMasked(2));
    QVERIFY2(scores->readout().contains(QStringLiteral("masked")), qPrintable(scores->readout()));
    // The z3 slider stayed live while its score was ignored (issue 19): now it is disabled and
    // says why, to the eye (a note, a tooltip) and to a screen reader; z1 and z2 stay live.
    SliderControl* z3 = sliderOf(page, QStringLiteral("z3"));
    QVERIFY(z3);
    QVERIFY(z3->isMasked());
    QVERIFY(!z3->slider()->isEnabled());
    QVERIFY(!z3->spinBox()->isEnabled());
    QVERIFY(z3->slider()->toolTip().contains(QStringLiteral("Key 3 is masked")));
    QVERIFY(z3->slider()->accessibleDescription().contains(QStringLiteral("Key 3 is masked")));
    bool noteShown = false;
    for (QLabel* label : z3->findChildren<QLabel*>())
        noteShown = noteShown || (label->isVisible() && label->text() == z3->maskedNote());
    QVERIFY(noteShown);
    const double z3Before = params->number(QStringLiteral("z3"));
    QTest::keyClick(z3->slider(), Qt::Key_Up);
    QCOMPARE(params->number(QStringLiteral("z3")), z3Before);
    QVERIFY(sliderOf(page, QStringLiteral("z1"))->slider()->isEnabled());
    QVERIFY(!z2->isMasked());

    mask->checkBox()->click();
    QVERIFY(!scores->bars()->isMasked(2));
    QCOMPARE(chart->hull().size(), 3);
    expectOutput();
    QVERIFY(!z3->isMasked());
    QVERIFY(z3->slider()->isEnabled());
    QVERIFY(z3->spinBox()->isEnabled());
    QVERIFY(z3->slider()->toolTip().isEmpty());
    QVERIFY(!z3->slider()->accessibleDescription().contains(QStringLiteral("masked")));
    z3->slider()->setFocus();
    QTest::keyClick(z3->slider(), Qt::Key_Up);
    QVERIFY(params->number(QStringLiteral("z3")) > z3Before);
}

// Lesson 3's lab: dragging a bar of the scores chart sets its slider, the triangle's output moves
// to where the core puts it for the new scores, a key press steps the next bar by the slider's
// step, and a restart shows the bars, the sliders and the output where the student left them.
void TestDirectManipulation::lessonThreesScoreBarsSteerTheTriangle() {
    const QString lesson = QStringLiteral("mixing-values");
    const auto expectOutput = [](lessons::ParameterSet* params,
                                 const attn::charts::MixtureChart* chart) {
        Eigen::MatrixXd values(3, 2);
        values << 4, 0, 0, 4, -2, -2;
        const Eigen::Vector3d scores(params->number(QStringLiteral("z1")),
                                     params->number(QStringLiteral("z2")),
                                     params->number(QStringLiteral("z3")));
        const auto core = attn::mixValues(scores, values, {false, false, false});
        QVERIFY(core.ok());
        QCOMPARE(chart->output(), QPointF(core.value().output[0], core.value().output[1]));
    };
    {
        auto window = open(lesson);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        LessonPage* page = window->page();
        page->ensureBuilt();
        auto* scores = page->findChild<attn::charts::ScoreBarsChart*>();
        auto* mixture = page->findChild<attn::charts::MixtureChart*>();
        QVERIFY(scores && mixture);
        answerSteeringPrediction(page);
        attn::charts::LogitBars* bars = scores->bars();
        QVERIFY(bars->isEditable());
        QCOMPARE(bars->values(), (QList<double>{1, 0, 0}));
        lessons::ParameterSet* params = page->parameters();
        page->ensureWidgetVisible(bars);
        QTRY_VERIFY_WITH_TIMEOUT(bars->isVisible() && bars->height() > 100, kWaitMs);
        const QPointF before = mixture->output();

        const QPoint from = bars->pointFor(1, 0.0);
        const QPoint to = bars->pointFor(1, 2.0);
        QTest::mousePress(bars, Qt::LeftButton, {}, from);
        QTest::mouseMove(bars, (from + to) / 2);
        QTest::mouseMove(bars, to);
        // Live: the slider, the triangle and the readout follow before the release.
        QCOMPARE(params->number(QStringLiteral("z2")), 2.0);
        QCOMPARE(sliderOf(page, QStringLiteral("z2"))->value(), 2.0);
        expectOutput(params, mixture);
        QVERIFY(mixture->output().y() > before.y() + 1.0); // pulled toward v2 = (0, 4)
        QTest::mouseRelease(bars, Qt::LeftButton, {}, to);
        QCOMPARE(bars->values(), (QList<double>{1, 2, 0}));
        QVERIFY2(scores->readout().contains(QStringLiteral("2.0")), qPrintable(scores->readout()));

        // The keys: Right to key 3, Up one slider step of 0.5 (the chart's step is 0.5 too).
        bars->setFocus();
        QTest::keyClick(bars, Qt::Key_Right);
        QTest::keyClick(bars, Qt::Key_Up);
        QCOMPARE(params->number(QStringLiteral("z3")), 0.5);
        expectOutput(params, mixture);
        // Each bar is a slider to a screen reader, named by its key, valued by its score.
        QAccessibleInterface* access = QAccessible::queryAccessibleInterface(bars);
        QVERIFY(access);
        QCOMPARE(access->childCount(), 3);
        QCOMPARE(access->child(1)->text(QAccessible::Name), QStringLiteral("score of key 2"));
        QCOMPARE(access->child(1)->text(QAccessible::Value), QStringLiteral("2.0"));
        QCOMPARE(access->child(2)->text(QAccessible::Value), QStringLiteral("0.5"));
        // Undo takes the key step back, then the drag; redo brings both again, the triangle's
        // output following each time.
        page->undo();
        QCOMPARE(params->number(QStringLiteral("z3")), 0.0);
        page->undo();
        QCOMPARE(params->number(QStringLiteral("z2")), 0.0);
        QCOMPARE(bars->values(), (QList<double>{1, 0, 0}));
        QCOMPARE(mixture->output(), before);
        page->redo();
        page->redo();
        QCOMPARE(bars->values(), (QList<double>{1, 2, 0.5}));
        QCOMPARE(access->child(1)->text(QAccessible::Value), QStringLiteral("2.0"));
        expectOutput(params, mixture);
        window->close();
    }
    auto window = open(lesson);
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    window->page()->ensureBuilt();
    auto* scores = window->page()->findChild<attn::charts::ScoreBarsChart*>();
    QVERIFY(scores);
    QCOMPARE(scores->scores(), (QList<double>{1, 2, 0.5}));
    expectOutput(window->page()->parameters(),
                 window->page()->findChild<attn::charts::MixtureChart*>());
}

void TestDirectManipulation::dragAndKeysMoveTheLessonsArrows() {
    {
        auto window = open();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        LessonPage* page = window->page();
        QVERIFY(page);
        page->ensureBuilt();
        auto* arrows = page->findChild<VectorChart*>();
        QVERIFY(arrows);
        lessons::ParameterSet* params = page->parameters();
        // Predict first: the picture is out of reach (hidden) until the prediction is committed.
        QVERIFY(!arrows->isVisible());
        QuestionBlock* prediction = studentflow::question(page, QStringLiteral("predict-angle"));
        QVERIFY(prediction);
        studentflow::tick(prediction, {QStringLiteral("falls")});
        prediction->checkButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(arrows->isVisible(), kWaitMs);
        QVERIFY(arrows->isDraggable(VectorTip::A) && arrows->isDraggable(VectorTip::B));
        page->ensureWidgetVisible(arrows);
        QTRY_VERIFY_WITH_TIMEOUT(arrows->chartView()->height() > 200, kWaitMs);
        QCOMPARE(params->number(QStringLiteral("angle")), 0.0);

        // Drag b's tip straight up to (0, 2): a right angle, length 2 (the sliders' steps).
        QWidget* viewport = arrows->chartView()->viewport();
        const QPoint from = arrows->tipInViewport(VectorTip::B);
        const QPoint to = viewportPoint(*arrows, {0.05, 2.1});
        // The handle under the pointer is highlighted before it is grabbed.
        hover(viewport, from);
        QCOMPARE(arrows->hoveredTip(), VectorTip::B);
        QCOMPARE(viewport->cursor().shape(), Qt::OpenHandCursor);
        hover(viewport, viewportPoint(*arrows, {-1.5, -1.5}));
        QCOMPARE(arrows->hoveredTip(), VectorTip::None);
        hover(viewport, arrows->tipInViewport(VectorTip::A));
        QCOMPARE(arrows->hoveredTip(), VectorTip::A);
        QTest::mousePress(viewport, Qt::LeftButton, {}, from);
        QTest::mouseMove(viewport, (from + to) / 2);
        QTest::mouseMove(viewport, to);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
        QCOMPARE(params->number(QStringLiteral("angle")), 90.0);
        QCOMPARE(params->number(QStringLiteral("blen")), 2.0);
        // Undo takes the drag back, both of b's sliders at once; redo brings it again.
        page->undo();
        QCOMPARE(params->number(QStringLiteral("angle")), 0.0);
        QCOMPARE(params->number(QStringLiteral("blen")), 3.0);
        QCOMPARE(arrows->bTip(), QPointF(3, 0));
        page->redo();
        QCOMPARE(params->number(QStringLiteral("angle")), 90.0);
        QCOMPARE(params->number(QStringLiteral("blen")), 2.0);
        // Every bound view follows: the sliders, the picture and its readout.
        SliderControl* angle = sliderOf(page, QStringLiteral("angle"));
        QVERIFY(angle);
        QCOMPARE(angle->value(), 90.0);
        QCOMPARE(angle->spinBox()->value(), 90.0);
        // The slider's value as prose writes an angle: "90°", not "90 °" (sp22).
        QCOMPARE(angle->valueText(), QStringLiteral("90°"));
        QVERIFY(std::abs(arrows->dot()) < 1e-12);
        // Three significant digits like every number on screen; zero reads "0" (numberTexts).
        QVERIFY2(arrows->readout().contains(QStringLiteral("× 0 = 0;")),
                 qPrintable(arrows->readout()));
        QCOMPARE(arrows->tipInViewport(VectorTip::B).x(), viewportPoint(*arrows, {0, 2}).x());

        // The keys act on the handle just grabbed; Shift+Tab reaches a's, Tab b's again.
        QVERIFY(arrows->chartView()->hasFocus());
        QCOMPARE(arrows->activeTip(), VectorTip::B);
        QTest::keyClick(arrows->chartView(), Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(arrows->activeTip(), VectorTip::A);
        QTest::keyClick(arrows->chartView(), Qt::Key_Tab);
        QCOMPARE(arrows->activeTip(), VectorTip::B);
        // Each tip is an accessible object of its own, the one the keys act on focused.
        QAccessibleInterface* tipA = tipPart(arrows, QStringLiteral("tip of a"));
        QAccessibleInterface* tipB = tipPart(arrows, QStringLiteral("tip of b"));
        QVERIFY(tipA && tipB);
        QCOMPARE(tipA->text(QAccessible::Value), QStringLiteral("length 2.0"));
        QVERIFY(tipB->state().focused && !tipA->state().focused);
        // Right makes the angle larger, as on the angle slider (sp22: it turned b clockwise).
        QTest::keyClick(arrows->chartView(), Qt::Key_Right);
        QCOMPARE(params->number(QStringLiteral("angle")), 105.0);
        QCOMPARE(tipB->text(QAccessible::Value), QStringLiteral("length 2.0, angle 105°"));
        QCOMPARE(QAccessible::queryAccessibleInterface(arrows->chartView())->focusChild(), tipB);
        QTest::keyClick(arrows->chartView(), Qt::Key_End);
        QCOMPARE(params->number(QStringLiteral("angle")), 180.0);
        // At the slider's end a key changes nothing; the value says why (sp22: silence).
        QCOMPARE(tipB->text(QAccessible::Value),
                 QStringLiteral("length 2.0, angle 180° (largest)"));
        QTest::keyClick(arrows->chartView(), Qt::Key_PageDown); // ten steps of 15°
        QCOMPARE(params->number(QStringLiteral("angle")), 30.0);
        QTest::keyClick(arrows->chartView(), Qt::Key_Down);
        QCOMPARE(params->number(QStringLiteral("blen")), 1.5);
        // Coordinates typed then Enter set the tip, fitted to the sliders as a drag is: (1, 1)
        // is 1.414 long at 45°, 1.5 on the length slider's grid. What is typed shows until then.
        QTest::keyClicks(arrows->chartView(), QStringLiteral("1, 1"));
        QCOMPARE(arrows->typedText(), QStringLiteral("1, 1"));
        QCOMPARE(params->number(QStringLiteral("angle")), 30.0); // nothing set before Enter
        QTest::keyClick(arrows->chartView(), Qt::Key_Return);
        QCOMPARE(arrows->typedText(), QString());
        QCOMPARE(params->number(QStringLiteral("angle")), 45.0);
        QCOMPARE(params->number(QStringLiteral("blen")), 1.5);
        // Fitted, and said so beside the tip (sp22: (3, 1) became (2.90, 0.78) without a word).
        QCOMPARE(arrows->fittedNote(), QStringLiteral("Set to (1.06, 1.06), the nearest stop"));
        // The German forms, with a semicolon between the numbers; outside the range, clamped.
        QTest::keyClicks(arrows->chartView(), QStringLiteral("0,0; 9,5"));
        QTest::keyClick(arrows->chartView(), Qt::Key_Enter);
        QCOMPARE(params->number(QStringLiteral("angle")), 90.0);
        QCOMPARE(params->number(QStringLiteral("blen")), 3.0);
        // Escape drops what was typed; on a's tip one number is its length.
        QCOMPARE(arrows->fittedNote(), QStringLiteral("Set to (0.00, 3.00), the nearest stop"));
        QTest::keyClicks(arrows->chartView(), QStringLiteral("2, 2"));
        QCOMPARE(arrows->fittedNote(), QString()); // the next key takes the note away
        QTest::keyClick(arrows->chartView(), Qt::Key_Escape);
        QCOMPARE(arrows->typedText(), QString());
        QCOMPARE(params->number(QStringLiteral("angle")), 90.0);
        QTest::keyClick(arrows->chartView(), Qt::Key_Backtab, Qt::ShiftModifier);
        QTest::keyClicks(arrows->chartView(), QStringLiteral("1.5"));
        QTest::keyClick(arrows->chartView(), Qt::Key_Return);
        QCOMPARE(params->number(QStringLiteral("alen")), 1.5);
        QCOMPARE(arrows->fittedNote(), QString()); // landed where typed: nothing to say
        QCOMPARE(tipA->text(QAccessible::Value), QStringLiteral("length 1.5"));
        QTest::keyClick(arrows->chartView(), Qt::Key_Tab);
        QCOMPARE(arrows->activeTip(), VectorTip::B);
        // Dragging below the axis on the left lands at the 180° end, not at 0°.
        const QPoint tip = arrows->tipInViewport(VectorTip::B);
        const QPoint behind = viewportPoint(*arrows, {-2.0, -0.3});
        QTest::mousePress(viewport, Qt::LeftButton, {}, tip);
        QTest::mouseMove(viewport, behind);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, behind);
        QCOMPARE(params->number(QStringLiteral("angle")), 180.0);
        QCOMPARE(params->number(QStringLiteral("blen")), 2.0);
        window->close();
    }
    // A restart shows the arrows as they were left.
    auto window = open();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    LessonPage* page = window->page();
    page->ensureBuilt();
    QCOMPARE(page->parameters()->number(QStringLiteral("angle")), 180.0);
    QCOMPARE(page->parameters()->number(QStringLiteral("blen")), 2.0);
    auto* arrows = page->findChild<VectorChart*>();
    QVERIFY(arrows);
    QTRY_VERIFY_WITH_TIMEOUT(arrows->isVisible(), kWaitMs); // the prediction stays committed
    QCOMPARE(arrows->bTip().x(), -2.0);
}

// Lesson 2's lab: dragging a bar writes the logits into the field (and typing moves the bars),
// Run runs what the bars show, and a restart brings the edited logits back in both.
void TestDirectManipulation::theLabsLogitsAreDraggedAsBars() {
    const QString lesson = QStringLiteral("scaled-dot-product");
    {
        auto window = open(lesson);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        LessonPage* page = window->page();
        page->ensureBuilt();
        heldlessons::answerHoldingQuestions(page); // the lab waits below lesson 2's first question
        auto* lab = page->findChild<LabBlock*>();
        QVERIFY(lab);
        attn::charts::LogitBars* bars = lab->logitBars();
        QVERIFY(bars);
        QCOMPARE(bars->values(), (QList<double>{0, 4, 2}));
        page->ensureWidgetVisible(bars);
        QTRY_VERIFY_WITH_TIMEOUT(bars->isVisible() && bars->height() > 100, kWaitMs);
        const QPoint from = bars->pointFor(1, 4);
        const QPoint to = bars->pointFor(1, 8);
        QTest::mousePress(bars, Qt::LeftButton, {}, from);
        QTest::mouseMove(bars, to);
        QTest::mouseRelease(bars, Qt::LeftButton, {}, to);
        QCOMPARE(lab->logitsField()->text(), QStringLiteral("0, 8, 2"));
        // Tab from the field reaches the bars, then the head dimensions.
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        lab->logitsField()->setFocus();
        QTest::keyClick(lab->logitsField(), Qt::Key_Tab);
        QTRY_VERIFY(bars->hasFocus());
        // The keys act on the bar just dragged; undo takes the step back, redo brings it.
        QTest::keyClick(bars, Qt::Key_Up);
        QCOMPARE(lab->logitsField()->text(), QStringLiteral("0, 8.1, 2"));
        page->undo();
        QCOMPARE(lab->logitsField()->text(), QStringLiteral("0, 8, 2"));
        QCOMPARE(bars->values(), (QList<double>{0, 8, 2}));
        page->redo();
        QCOMPARE(bars->values(), (QList<double>{0, 8.1, 2}));
        QAccessibleInterface* second = QAccessible::queryAccessibleInterface(bars)->child(1);
        QVERIFY(second);
        QVERIFY2(second->text(QAccessible::Name).startsWith(QStringLiteral("score of")),
                 qPrintable(second->text(QAccessible::Name)));
        QCOMPARE(second->text(QAccessible::Value), bars->barValueText(1));
        QVERIFY(second->state().focused);
        QTest::keyClick(bars, Qt::Key_Tab);
        QTRY_VERIFY(lab->dimsField()->hasFocus());
        // Typing moves the bars; a separator typed last leaves them as they were.
        QLineEdit* field = lab->logitsField();
        field->clear();
        QTest::keyClicks(field, QStringLiteral("0, 8,"));
        QCOMPARE(bars->values(), (QList<double>{0, 8}));
        QTest::keyClicks(field, QStringLiteral(" 4"));
        QCOMPARE(bars->values(), (QList<double>{0, 8, 4}));
        // The edit shows the answer, so the first Run waits for a prediction; the second runs
        // unscored, with what the bars show.
        QVERIFY(!lab->run());
        QVERIFY(lab->run());
        QCOMPARE(lab->runTable()->runCount(), 1);
        const QString ran = lab->runTable()->logitsOfRun(0);
        QVERIFY2(ran.contains(QStringLiteral("0, 8, 4")), qPrintable(ran));
        window->close();
    }
    auto window = open(lesson);
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    window->page()->ensureBuilt();
    auto* lab = window->page()->findChild<LabBlock*>();
    QVERIFY(lab);
    QCOMPARE(lab->logitsField()->text(), QStringLiteral("0, 8, 4"));
    QCOMPARE(lab->logitBars()->values(), (QList<double>{0, 8, 4}));
}

namespace {

// The weight softmax gives key `key` of three scores multiplied by the gain, as the lesson's
// readout computes it.
double weightAtGain(const QList<double>& scores, int key, double gain) {
    double sum = 0.0;
    for (double score : scores)
        sum += std::exp(gain * (score - scores.at(key)));
    return 1.0 / sum;
}

} // namespace

// Lesson 4 (gain-knob), Track 4: the student's own three scores, dragged on the chart, typed
// on it and stepped with the keys, set their sliders, and the weights readout follows at the
// width the fader sets: gaps of a tenth hand the top key nearly everything at 1024 dimensions.
// Each bar is an accessible slider of its own, named by its key, with its value; undo takes a
// drag back and redo brings it again; a restart shows the scores as they were left.
void TestDirectManipulation::lessonFoursOwnScoresSaturateAtHighGain() {
    const QString lesson = QStringLiteral("gain-knob");
    const auto readoutOf = [](LessonPage* page) -> QString {
        for (const ReadoutBlock* readout : page->findChildren<ReadoutBlock*>()) {
            if (readout->text().contains(QStringLiteral("your scores")))
                return readout->text();
        }
        return {};
    };
    // On the slider's grid: a stop of -2 + 23 * 0.1 is 0.30000000000000004.
    const auto scores = [](lessons::ParameterSet* params) {
        QList<double> own;
        for (const char* name : {"own1", "own2", "own3"})
            own.append(std::round(params->number(QLatin1String(name)) * 1e9) / 1e9);
        return own;
    };
    {
        auto window = open(lesson);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        LessonPage* page = window->page();
        page->ensureBuilt();
        heldlessons::answerHoldingQuestions(page); // Track 2's prediction holds Tracks 3 to 6
        auto* chart = page->findChild<attn::charts::ScoreBarsChart*>();
        QVERIFY(chart);
        attn::charts::LogitBars* bars = chart->bars();
        QVERIFY(bars->isEditable());
        lessons::ParameterSet* params = page->parameters();
        QCOMPARE(scores(params), (QList<double>{0.3, 0.2, 0.1}));
        // Out of reach until the prediction on the fader above is committed, as in lesson 1.
        QVERIFY(!bars->isVisible());
        QuestionBlock* prediction = studentflow::question(page, QStringLiteral("predict-clip"));
        QVERIFY(prediction);
        studentflow::tick(prediction, {QStringLiteral("pinned")});
        prediction->checkButton()->click();
        page->ensureWidgetVisible(bars);
        QTRY_VERIFY_WITH_TIMEOUT(bars->isVisible() && bars->height() > 100, kWaitMs);
        QVERIFY(bars->isEnabled());
        QVERIFY2(readoutOf(page).contains(QStringLiteral("s sub 1 = 40.2%")),
                 qPrintable(readoutOf(page)));

        // A drag of key 1 from 0.3 to 0.6 (a drag snaps to 0.2 where 0.1 is under 4 px): its slider
        // and the weights follow.
        const QPoint from = bars->pointFor(0, 0.3);
        const QPoint to = bars->pointFor(0, 0.6);
        QTest::mousePress(bars, Qt::LeftButton, {}, from);
        QTest::mouseMove(bars, (from + to) / 2);
        QTest::mouseMove(bars, to);
        QTest::mouseRelease(bars, Qt::LeftButton, {}, to);
        QCOMPARE(scores(params).at(0), 0.6);
        QVERIFY(std::abs(sliderOf(page, QStringLiteral("own1"))->value() - 0.6) < 1e-9);
        const double gain4 = 2.0; // the fader starts at d_k = 4
        QVERIFY2(readoutOf(page).contains(
                     QStringLiteral("s sub 1 = %1%")
                         .arg(100.0 * weightAtGain(scores(params), 0, gain4), 0, 'f', 1)),
                 qPrintable(readoutOf(page)));
        page->undo();
        QCOMPARE(scores(params).at(0), 0.3);
        page->redo();
        QCOMPARE(scores(params).at(0), 0.6);

        // The keys: Right to key 2, Up one step of 0.1; then 0.4 typed and entered on key 3.
        bars->setFocus();
        QTest::keyClick(bars, Qt::Key_Right);
        QTest::keyClick(bars, Qt::Key_Up);
        QCOMPARE(scores(params).at(1), 0.3);
        QTest::keyClick(bars, Qt::Key_Right);
        QTest::keyClicks(bars, QStringLiteral("0.4"));
        QTest::keyClick(bars, Qt::Key_Return);
        QCOMPARE(scores(params).at(2), 0.4);
        // Each bar its own accessible slider; the one the keys act on is focused.
        QAccessibleInterface* access = QAccessible::queryAccessibleInterface(bars);
        QVERIFY(access);
        QCOMPARE(access->childCount(), 3);
        QAccessibleInterface* third = access->child(2);
        QVERIFY(third);
        QCOMPARE(third->role(), QAccessible::Slider);
        QCOMPARE(third->text(QAccessible::Name), QStringLiteral("score of key 3"));
        QCOMPARE(third->text(QAccessible::Value), QStringLiteral("0.4"));
        QVERIFY(third->state().focused);
        QCOMPARE(access->child(0)->text(QAccessible::Value), QStringLiteral("0.6"));

        // Scores 0.6, 0.3, 0.4 at 1024 dimensions: the top key takes nearly everything.
        params->setValue(QStringLiteral("clipdk"), 1024.0);
        const double top = weightAtGain(scores(params), 0, 32.0);
        QVERIFY(top > 0.95);
        QVERIFY2(
            readoutOf(page).contains(QStringLiteral("s sub 1 = %1%").arg(100.0 * top, 0, 'f', 1)),
            qPrintable(readoutOf(page)));
        window->close();
    }
    auto window = open(lesson);
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    window->page()->ensureBuilt();
    QCOMPARE(scores(window->page()->parameters()), (QList<double>{0.6, 0.3, 0.4}));
    auto* chart = window->page()->findChild<attn::charts::ScoreBarsChart*>();
    QVERIFY(chart);
    const attn::charts::LogitBars* bars = chart->bars();
    QCOMPARE((QStringList{bars->barValueText(0), bars->barValueText(1), bars->barValueText(2)}),
             (QStringList{QStringLiteral("0.6"), QStringLiteral("0.3"), QStringLiteral("0.4")}));
}

QTEST_MAIN(TestDirectManipulation)
#include "tst_directmanipulation.moc"
