// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The Play button of a slider: it walks the slider to its end one tick at a time, pauses on
// request, on a move it did not make and when hidden, and restarts from the beginning at the end.
// advance() stands in for the timer, so no test waits.

#include "app/blocks/controls.h"
#include "app/blocks/sweepbutton.h"
#include "app/charts/contrast.h"
#include "app/pagecontext.h"
#include "darkpalette.h"
#include "lessons/blockspecs.h"
#include "lessons/lesson.h"
#include "lessons/parameters.h"
#include "tests/common/testpaths.h"

#include <QDir>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSlider>
#include <QVBoxLayout>
#include <QtTest>

using app::SweepButton;

class TestSweepButton : public QObject {
    Q_OBJECT

private slots:
    void sweepsEveryPositionInOrder();
    void playAtTheEndStartsOver();
    void pauseKeepsThePosition();
    void aMoveByHandPauses();
    void hidingPauses();
    void tickAndStrideStayInBounds_data();
    void tickAndStrideStayInBounds();
    void rangeSetAfterTheButtonStillTakesSeconds_data();
    void rangeSetAfterTheButtonStillTakesSeconds();
    void everySweepInTheCourseTakesSeconds_data();
    void everySweepInTheCourseTakesSeconds();
    void sliderBlockWithPlaySweepsItsParameter();
    void sliderBlockWithoutPlayHasNoButton();
    void theIconStandsOutOnADarkButton();
    void rowKeepsItsPlaceAndReadingOrder();
};

void TestSweepButton::sweepsEveryPositionInOrder() {
    QSlider slider(Qt::Horizontal);
    slider.setRange(0, 10);
    slider.setValue(3);
    SweepButton button(&slider, QStringLiteral("d_k"));
    QSignalSpy playing(&button, &SweepButton::playingChanged);
    QVERIFY(!button.isPlaying());
    QCOMPARE(button.text(), QStringLiteral("Play"));
    QTest::mouseClick(&button, Qt::LeftButton);
    QVERIFY(button.isPlaying());
    QCOMPARE(button.text(), QStringLiteral("Pause"));
    QList<int> seen;
    while (button.isPlaying() && seen.size() < 20) {
        button.advance();
        seen << slider.value();
    }
    QCOMPARE(seen, QList<int>({4, 5, 6, 7, 8, 9, 10}));
    QVERIFY(!button.isPlaying()); // stops at the end by itself
    QCOMPARE(button.text(), QStringLiteral("Play"));
    QCOMPARE(playing.size(), 2);
}

void TestSweepButton::playAtTheEndStartsOver() {
    QSlider slider(Qt::Horizontal);
    slider.setRange(2, 6);
    slider.setValue(6);
    SweepButton button(&slider, QStringLiteral("d_k"));
    button.play();
    QVERIFY(button.isPlaying());
    QCOMPARE(slider.value(), 2);
    button.advance();
    QCOMPARE(slider.value(), 3);
}

void TestSweepButton::pauseKeepsThePosition() {
    QSlider slider(Qt::Horizontal);
    slider.setRange(0, 10);
    SweepButton button(&slider, QStringLiteral("d_k"));
    button.play();
    button.advance();
    button.advance();
    QTest::mouseClick(&button, Qt::LeftButton); // Pause
    QVERIFY(!button.isPlaying());
    QCOMPARE(slider.value(), 2);
    button.play(); // and resumes from there
    button.advance();
    QCOMPARE(slider.value(), 3);
}

void TestSweepButton::aMoveByHandPauses() {
    QSlider slider(Qt::Horizontal);
    slider.setRange(0, 10);
    SweepButton button(&slider, QStringLiteral("d_k"));
    button.play();
    button.advance();
    slider.setValue(7); // a drag, a typed value or a restored state all arrive like this
    QVERIFY(!button.isPlaying());
    QCOMPARE(slider.value(), 7);
}

void TestSweepButton::hidingPauses() {
    QWidget page;
    auto* slider = new QSlider(Qt::Horizontal, &page);
    slider->setRange(0, 10);
    auto* button = new SweepButton(slider, QStringLiteral("d_k"), &page);
    page.show();
    button->play();
    QVERIFY(button->isPlaying());
    page.hide();
    QVERIFY(!button->isPlaying());
}

void TestSweepButton::tickAndStrideStayInBounds_data() {
    QTest::addColumn<int>("positions");
    QTest::addRow("two stops") << 2;
    QTest::addRow("eleven stops (lesson 3's d_k)") << 11;
    QTest::addRow("61 positions") << 61;
    QTest::addRow("a log slider") << 1001;
    QTest::addRow("the linear cap") << 100000;
}

void TestSweepButton::tickAndStrideStayInBounds() {
    QFETCH(int, positions);
    QSlider slider(Qt::Horizontal);
    slider.setRange(0, positions - 1);
    SweepButton button(&slider, QStringLiteral("x"));
    QVERIFY(button.tickMs() >= SweepButton::kMinTickMs);
    QVERIFY(button.tickMs() <= SweepButton::kMaxTickMs);
    const int ticks = (positions - 1 + button.stride() - 1) / button.stride();
    QVERIFY2(ticks <= SweepButton::kMaxSteps, qPrintable(QString::number(ticks)));
    if (positions - 1 <= SweepButton::kMaxSteps)
        QCOMPARE(button.stride(), 1); // every stop is shown
    // A whole sweep lasts a few seconds, never more than kMaxTickMs per step.
    QVERIFY(ticks * button.tickMs() <= SweepButton::kSweepMs + SweepButton::kMaxTickMs);
}

namespace {
// How long a whole sweep from the slider's start to its end lasts, from the ticks it needs and
// the timer's interval (no waiting).
int sweepMs(const QAbstractSlider& slider, const SweepButton& button) {
    const int span = slider.maximum() - slider.minimum();
    const int ticks = (span + button.stride() - 1) / button.stride();
    return ticks * button.tickMs();
}

constexpr int kShortestSweepMs = 5000;
constexpr int kLongestSweepMs = 7000;

void collectSweptSliders(const QList<lessons::Block>& blocks, QList<const lessons::Block*>& out) {
    for (const lessons::Block& block : blocks) {
        if (block.type == QLatin1String("slider") && lessons::SliderSpec::from(block).play)
            out.append(&block);
        collectSweptSliders(block.children, out);
    }
}
} // namespace

void TestSweepButton::rangeSetAfterTheButtonStillTakesSeconds_data() {
    QTest::addColumn<int>("positions");
    QTest::addRow("six stops (lesson 5's d_k)") << 6;
    QTest::addRow("nine stops (lesson 3's fixed d_k)") << 9;
    QTest::addRow("eleven stops (lesson 3's d_k)") << 11;
    QTest::addRow("13 angles") << 13;
    QTest::addRow("61 positions") << 61;
    QTest::addRow("a log slider") << 1001;
}

// D21: a slider block makes Play before it sets the slider's range; the tick was worked out from
// the default range 0..99, so a sweep of a few stops was over in well under a second.
void TestSweepButton::rangeSetAfterTheButtonStillTakesSeconds() {
    QFETCH(int, positions);
    QSlider slider(Qt::Horizontal);
    SweepButton button(&slider, QStringLiteral("x"));
    slider.setRange(0, positions - 1);
    const int ms = sweepMs(slider, button);
    QVERIFY2(ms >= kShortestSweepMs && ms <= kLongestSweepMs, qPrintable(QString::number(ms)));
}

void TestSweepButton::everySweepInTheCourseTakesSeconds_data() {
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(testpaths::source(u"resources/lessons"))
                                  .entryList({QStringLiteral("*.lesson.md")}, QDir::Files);
    for (const QString& file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestSweepButton::everySweepInTheCourseTakesSeconds() {
    QFETCH(QString, file);
    const auto parsed = lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                                  "/") +
                                                file);
    QVERIFY(parsed.lesson.has_value());
    lessons::ParameterSet params;
    params.defineFromLesson(*parsed.lesson);
    app::PageContext context;
    context.lesson = &*parsed.lesson;
    context.params = &params;
    QList<const lessons::Block*> swept;
    collectSweptSliders(parsed.lesson->blocks, swept);
    if (swept.isEmpty())
        QSKIP("no slider with Play in this lesson");
    for (const lessons::Block* block : std::as_const(swept)) {
        app::SliderControl control(lessons::SliderSpec::from(*block), context);
        QVERIFY(control.sweepButton());
        const int ms = sweepMs(*control.slider(), *control.sweepButton());
        QVERIFY2(
            ms >= kShortestSweepMs && ms <= kLongestSweepMs,
            qPrintable(
                QStringLiteral("%1: %2 ms").arg(lessons::SliderSpec::from(*block).param).arg(ms)));
    }
}

namespace {
const char* const kLesson = R"(---
id: sweep
title: Sweep
summary: A slider with a Play button.
minutes: 1
order: 1
---

```slider
param: dk
label: Head dimension
values: 1, 4, 16, 64
default: 4
play: true
```

```readout
text: {dk}
```
)";
} // namespace

void TestSweepButton::sliderBlockWithPlaySweepsItsParameter() {
    const auto parsed =
        lessons::parseLesson(QByteArray(kLesson), QStringLiteral("sweep.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lessons::ParameterSet params;
    params.defineFromLesson(*parsed.lesson);
    app::PageContext context;
    context.lesson = &*parsed.lesson;
    context.params = &params;
    const lessons::Block* block = parsed.lesson->control(QStringLiteral("dk"));
    QVERIFY(block);
    app::SliderControl control(lessons::SliderSpec::from(*block), context);
    SweepButton* button = control.sweepButton();
    QVERIFY(button);
    QVERIFY(button->accessibleName().contains(QLatin1String("Head dimension")));
    QSignalSpy changes(&params, &lessons::ParameterSet::changed);
    button->play();
    QList<double> seen;
    while (button->isPlaying() && seen.size() < 10) {
        button->advance();
        seen << params.number(QStringLiteral("dk"));
    }
    QCOMPARE(seen, QList<double>({16, 64})); // from the default 4 through every later stop
    QCOMPARE(control.value(), 64.0);
    QCOMPARE(changes.size(), 2);
    // Typing a value in the spin box takes over from the sweep.
    button->play(); // at the end: starts over at 1
    QCOMPARE(params.number(QStringLiteral("dk")), 1.0);
    control.spinBox()->setValue(16);
    QVERIFY(!button->isPlaying());
    QCOMPARE(params.number(QStringLiteral("dk")), 16.0);
}

void TestSweepButton::sliderBlockWithoutPlayHasNoButton() {
    QByteArray text(kLesson);
    text.replace("play: true\n", "");
    const auto parsed = lessons::parseLesson(text, QStringLiteral("sweep.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lessons::ParameterSet params;
    params.defineFromLesson(*parsed.lesson);
    app::PageContext context;
    context.lesson = &*parsed.lesson;
    context.params = &params;
    app::SliderControl control(
        lessons::SliderSpec::from(*parsed.lesson->control(QStringLiteral("dk"))), context);
    QVERIFY(!control.sweepButton());
}

// A student pass in a dark theme: the style's play triangle was dark on the dark button. The icon
// is drawn in the button's text colour: its strongest pixels reach 3:1 on the button, playing
// or not, and follow a palette change.
void TestSweepButton::theIconStandsOutOnADarkButton() {
    QSlider slider(Qt::Horizontal);
    slider.setRange(0, 10);
    SweepButton button(&slider, QStringLiteral("d_k"));
    button.setPalette(darkPalette());
    const QColor face = button.palette().color(QPalette::Button);
    for (bool playing : {false, true}) {
        if (playing)
            button.play();
        const QImage icon = button.icon().pixmap(button.iconSize()).toImage();
        double best = 1.0;
        int opaque = 0;
        for (int y = 0; y < icon.height(); ++y) {
            for (int x = 0; x < icon.width(); ++x) {
                const QColor c = icon.pixelColor(x, y);
                if (c.alpha() < 200)
                    continue;
                ++opaque;
                best = std::max(best, attn::charts::contrastRatio(c, face));
            }
        }
        QVERIFY2(opaque > 10, qPrintable(QString::number(opaque)));
        QVERIFY2(best >= attn::charts::kMinNonTextContrast,
                 qPrintable(QStringLiteral("playing %1: %2:1").arg(playing).arg(best)));
    }
    button.pause();
}

// Student pass sp15: the slider beside Play shifted sideways when Play turned into Pause (the
// button took its label's width), and Tab went slider, spin box, Play though Play is drawn first.
void TestSweepButton::rowKeepsItsPlaceAndReadingOrder() {
    const auto parsed =
        lessons::parseLesson(QByteArray(kLesson), QStringLiteral("sweep.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lessons::ParameterSet params;
    params.defineFromLesson(*parsed.lesson);
    app::PageContext context;
    context.lesson = &*parsed.lesson;
    context.params = &params;
    const lessons::Block* block = parsed.lesson->control(QStringLiteral("dk"));
    QVERIFY(block);
    // A button label much longer than "Pause", as a translation may have.
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* control = new app::SliderControl(lessons::SliderSpec::from(*block), context, &window);
    layout->addWidget(control);
    window.resize(500, 120);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    SweepButton* button = control->sweepButton();
    QVERIFY(button);
    const QRect slider = control->slider()->geometry();
    const int width = button->width();
    button->play();
    QApplication::processEvents();
    window.layout()->activate();
    control->layout()->activate();
    QCOMPARE(button->width(), width);
    QCOMPARE(control->slider()->geometry(), slider);
    button->pause();
    control->layout()->activate();
    QCOMPARE(control->slider()->geometry(), slider);
    // Tab in the order of the row: Play, slider, spin box.
    QCOMPARE(button->nextInFocusChain(), static_cast<QWidget*>(control->slider()));
    QWidget* afterSlider = control->slider()->nextInFocusChain();
    while (afterSlider && afterSlider->focusPolicy() == Qt::NoFocus)
        afterSlider = afterSlider->nextInFocusChain();
    QCOMPARE(afterSlider, static_cast<QWidget*>(control->spinBox()));
}

QTEST_MAIN(TestSweepButton)
#include "tst_sweepbutton.moc"
