// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The lab's logits as bars to grab: a drag sets a bar's score at the pointer, snapped and
// clamped; the keys step the bar in focus; outside values (the text field) replace the bars
// without an edit signal; the accessible description names the key and its score. Hovering a
// bar marks it and shows the open hand; a plain picture (not editable) or locked bars (disabled)
// take no drag and no key; a fixed range holds however the values change.

#include "app/charts/chartexport.h"
#include "app/charts/keyname.h"
#include "app/charts/logitbars.h"

#include <QApplication>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QtTest>

using attn::charts::LogitBars;

namespace {

// Stands for the lesson block around a chart: it says where the chart comes from.
class Source : public QWidget, public attn::charts::PictureSource {
public:
    QString pictureCaption() const override {
        return QStringLiteral("Attention Lab · Mixing the values · Width d = 4");
    }
};

} // namespace

class TestLogitBars : public QObject {
    Q_OBJECT
private slots:
    void dragSetsTheScoreAtThePointer_data();
    void dragSetsTheScoreAtThePointer();
    void keysStepTheBarInFocus();
    void outsideValuesDoNotEmit();
    void aDragStaysInsideTheLimit();
    void hoverMarksTheBarToGrab();
    void pictureAndLockedBarsTakeNoEdit_data();
    void pictureAndLockedBarsTakeNoEdit();
    void aFixedRangeHolds();
    void theRangeDoesNotJumpAsValuesChange();
    void aMaskedBarCannotBeGrabbedOrStepped();
    void aPressOnAMaskedBarLeavesTheFocusAlone();
    void aClickBesideTheGripsOpensTheMenuByKey();
    void theAxisIsLabelledAtItsEnds_data();
    void theAxisIsLabelledAtItsEnds();
    void settlingBringsAHugeRangeBack();
    void theFocusFrameDoesNotCrossTheValueLabel();
    void theSavedPictureStandsAlone();
    void aSavedPictureSaysWhatAndWhere();
    void aSavedPictureMarksEveryBarsEnd();
};

void TestLogitBars::dragSetsTheScoreAtThePointer_data() {
    QTest::addColumn<int>("bar");
    QTest::addColumn<double>("target");
    QTest::addRow("key 2 up to 8") << 1 << 8.0;
    QTest::addRow("key 1 down to -3") << 0 << -3.0;
    QTest::addRow("key 3 to 0") << 2 << 0.0;
}

void TestLogitBars::dragSetsTheScoreAtThePointer() {
    QFETCH(int, bar);
    QFETCH(double, target);
    LogitBars bars;
    bars.setValues({0, 4, 2});
    bars.resize(480, 300);
    bars.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bars));
    QSignalSpy edited(&bars, &LogitBars::valuesEdited);
    QSignalSpy finished(&bars, &LogitBars::editFinished);
    const QPoint from = bars.pointFor(bar, bars.values().at(bar));
    const QPoint to = bars.pointFor(bar, target);
    QTest::mousePress(&bars, Qt::LeftButton, {}, from);
    QCOMPARE(bars.draggedBar(), bar);
    QTest::mouseMove(&bars, (from + to) / 2);
    QTest::mouseMove(&bars, to);
    QTest::mouseRelease(&bars, Qt::LeftButton, {}, to);
    QCOMPARE(bars.draggedBar(), -1);
    QCOMPARE(bars.values().at(bar), target);
    QVERIFY(edited.size() >= 1);
    QCOMPARE(edited.last().at(0).value<QList<double>>(), bars.values());
    QCOMPARE(finished.size(), 1);
    QVERIFY(!std::signbit(bars.values().at(bar)) || target < 0); // never -0
    QVERIFY(bars.accessibleDescription().contains(QStringLiteral("key %1").arg(bar + 1)));
}

void TestLogitBars::keysStepTheBarInFocus() {
    LogitBars bars;
    bars.setValues({0, 4, 2});
    bars.resize(480, 300);
    bars.show();
    bars.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&bars));
    bars.setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(bars.activeBar(), 0);
    QSignalSpy finished(&bars, &LogitBars::editFinished);
    QTest::keyClick(&bars, Qt::Key_Right);
    QCOMPARE(bars.activeBar(), 1);
    QCOMPARE(finished.size(), 0); // choosing a bar edits nothing
    QTest::keyClick(&bars, Qt::Key_Up);
    QCOMPARE(bars.values().at(1), 4.1); // one step of 0.1, read back exactly
    QTest::keyClick(&bars, Qt::Key_PageDown);
    QCOMPARE(bars.values().at(1), 3.1);
    QVERIFY2(bars.accessibleDescription().contains(QStringLiteral("Score of key 2: 3.1")),
             qPrintable(bars.accessibleDescription()));
    const double end = bars.shownRange();
    QTest::keyClick(&bars, Qt::Key_Home);
    QCOMPARE(bars.values().at(1), -end);
    QCOMPARE(bars.shownRange(), end); // Home goes to the end of the range it sees
    QTest::keyClick(&bars, Qt::Key_Left);
    QTest::keyClick(&bars, Qt::Key_Down);
    QCOMPARE(bars.values(), (QList<double>{-0.1, -end, 2}));
    QCOMPARE(finished.size(), 4);
}

void TestLogitBars::outsideValuesDoNotEmit() {
    LogitBars bars;
    QSignalSpy edited(&bars, &LogitBars::valuesEdited);
    bars.setValues({1, 2, 3, 4});
    bars.setValues({0.5});
    QCOMPARE(bars.values(), QList<double>{0.5});
    QCOMPARE(edited.size(), 0);
    bars.setValues({});
    QCOMPARE(bars.values().size(), 0);
}

void TestLogitBars::aDragStaysInsideTheLimit() {
    LogitBars bars;
    bars.setLimit(3);
    bars.setValues({0, 2});
    bars.resize(480, 300);
    bars.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bars));
    const QPoint from = bars.pointFor(1, 2);
    const QPoint above = QPoint(from.x(), 0);
    QTest::mousePress(&bars, Qt::LeftButton, {}, from);
    QTest::mouseMove(&bars, above);
    QTest::mouseRelease(&bars, Qt::LeftButton, {}, above);
    QCOMPARE(bars.values().at(1), 3.0);
}

// The student pass found lesson 3's masked key 3 still live on the score chart: its bar could be
// dragged while the mask held its weight at 0, so the drag changed nothing the student could see.
void TestLogitBars::aMaskedBarCannotBeGrabbedOrStepped() {
    LogitBars bars;
    bars.setValues({0, 4, 2});
    bars.setMasked({false, true, false});
    bars.resize(480, 300);
    bars.show();
    bars.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&bars));
    QCOMPARE(bars.barValueText(1), QStringLiteral("masked"));
    QSignalSpy edited(&bars, &LogitBars::valuesEdited);
    QTest::mouseMove(&bars, bars.pointFor(1, 1.0));
    QTRY_COMPARE(bars.hoveredBar(), -1);
    QTest::mousePress(&bars, Qt::LeftButton, {}, bars.pointFor(1, 1.0));
    QTest::mouseRelease(&bars, Qt::LeftButton, {}, bars.pointFor(1, 1.0));
    QCOMPARE(edited.size(), 0);
    // The keys pass over it: Right from key 1 lands on key 3.
    bars.setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(bars.activeBar(), 0);
    QTest::keyClick(&bars, Qt::Key_Right);
    QCOMPARE(bars.activeBar(), 2);
    QTest::keyClick(&bars, Qt::Key_Left);
    QCOMPARE(bars.activeBar(), 0);
    // A bar masked while it has the keys hands them to its neighbour.
    QTest::keyClick(&bars, Qt::Key_Right);
    bars.setMasked({false, true, true});
    QCOMPARE(bars.activeBar(), 0);
    QCOMPARE(bars.values(), (QList<double>{0, 4, 2}));
    bars.setMasked({});
    // Unmasked, it takes a drag again (from its grip, at 4).
    QTest::mousePress(&bars, Qt::LeftButton, {}, bars.pointFor(1, 4.0));
    QTest::mouseMove(&bars, bars.pointFor(1, 1.0));
    QTest::mouseRelease(&bars, Qt::LeftButton, {}, bars.pointFor(1, 1.0));
    QCOMPARE_GE(edited.size(), 1);
}

// The student pass clicked lesson 3's masked key 3 and saw the focus frame jump to key 1, as if
// key 1 had been hit.
void TestLogitBars::aPressOnAMaskedBarLeavesTheFocusAlone() {
    QWidget window;
    auto* field = new QLineEdit(&window);
    auto* bars = new LogitBars(&window);
    auto* layout = new QVBoxLayout(&window);
    layout->addWidget(field);
    layout->addWidget(bars);
    bars->setValues({0, 4, 2});
    bars->setMasked({false, false, true});
    window.resize(480, 400);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    field->setFocus();
    QTRY_VERIFY(field->hasFocus());
    QTest::mouseClick(bars, Qt::LeftButton, {}, bars->pointFor(2, 1.0));
    QVERIFY(field->hasFocus());
    QCOMPARE(bars->activeBar(), -1); // no frame anywhere on the chart
    // A press on a bar it can take still brings the keys to that bar.
    QTest::mouseClick(bars, Qt::LeftButton, {}, bars->pointFor(1, 4.0));
    QVERIFY(bars->hasFocus());
    QCOMPARE(bars->activeBar(), 1);
}

// Issue 19 (page28, open): a click on the bars' empty space left the focus with the block around
// them, and Shift+F10 or the menu key opened nothing. The bars take the focus and open their menu.
void TestLogitBars::aClickBesideTheGripsOpensTheMenuByKey() {
    QWidget block;
    block.setFocusPolicy(Qt::ClickFocus); // as LessonPage gives every block
    auto* field = new QLineEdit(&block);
    auto* bars = new LogitBars(&block);
    auto* layout = new QVBoxLayout(&block);
    layout->addWidget(field);
    layout->addWidget(bars);
    bars->setValues({0, 4, 2});
    block.resize(480, 400);
    block.show();
    block.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&block));
    const auto shownMenu = [] { return qobject_cast<QMenu*>(QApplication::activePopupWidget()); };
    // Between key 1's and key 2's bars, well below the grips: no bar is grabbed there.
    const QPoint between = (bars->pointFor(0, -6.0) + bars->pointFor(1, -6.0)) / 2;
    for (Qt::MouseButton button : {Qt::LeftButton, Qt::RightButton}) {
        field->setFocus();
        QTRY_VERIFY(field->hasFocus());
        if (button == Qt::LeftButton) {
            QTest::mouseClick(bars, button, {}, between);
        } else {
            // A right press focuses; the menu it opens with the release is closed again.
            QTest::mousePress(bars, button, {}, between);
            if (QMenu* menu = shownMenu())
                menu->close();
            QTRY_VERIFY(!shownMenu());
            QTest::mouseRelease(bars, button, {}, between);
        }
        QVERIFY2(bars->hasFocus(),
                 qPrintable(QApplication::focusWidget()
                                ? QApplication::focusWidget()->metaObject()->className()
                                : "nothing"));
        QCOMPARE(bars->draggedBar(), -1);
        QTest::keyClick(bars, Qt::Key_F10, Qt::ShiftModifier);
        QTRY_VERIFY(shownMenu());
        shownMenu()->close();
        QTRY_VERIFY(!shownMenu());
    }
}

void TestLogitBars::hoverMarksTheBarToGrab() {
    LogitBars bars;
    bars.setValues({0, 4, 2});
    bars.resize(480, 300);
    bars.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bars));
    QCOMPARE(bars.hoveredBar(), -1);
    // Only the grip at the bar's end (at 2) is grabbed, not the bar's body (sp11 item 13).
    QTest::mouseMove(&bars, bars.pointFor(2, 1.0));
    QTest::qWait(20);
    QCOMPARE(bars.hoveredBar(), -1);
    QTest::mouseMove(&bars, bars.pointFor(2, 2.0));
    QTRY_COMPARE(bars.hoveredBar(), 2);
    QCOMPARE(bars.cursor().shape(), Qt::OpenHandCursor);
    QTest::mouseMove(&bars, QPoint(2, 2)); // over the axis labels: nothing to grab
    QTRY_COMPARE(bars.hoveredBar(), -1);
    QCOMPARE(bars.cursor().shape(), Qt::ArrowCursor);
}

void TestLogitBars::pictureAndLockedBarsTakeNoEdit_data() {
    QTest::addColumn<bool>("editable");
    QTest::addColumn<bool>("enabled");
    QTest::addRow("a picture") << false << true;
    QTest::addRow("locked") << true << false;
}

void TestLogitBars::pictureAndLockedBarsTakeNoEdit() {
    QFETCH(bool, editable);
    QFETCH(bool, enabled);
    LogitBars bars;
    bars.setValues({0, 4, 2});
    bars.setEditable(editable);
    bars.setEnabled(enabled);
    bars.resize(480, 300);
    bars.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bars));
    QSignalSpy edited(&bars, &LogitBars::valuesEdited);
    const QPoint from = bars.pointFor(1, 4);
    const QPoint to = bars.pointFor(1, 8);
    QTest::mouseMove(&bars, from);
    QTest::mousePress(&bars, Qt::LeftButton, {}, from);
    QTest::mouseMove(&bars, to);
    QTest::mouseRelease(&bars, Qt::LeftButton, {}, to);
    QTest::keyClick(&bars, Qt::Key_Up);
    QCOMPARE(bars.values(), (QList<double>{0, 4, 2}));
    QCOMPARE(edited.size(), 0);
    QCOMPARE(bars.hoveredBar(), -1);
    QCOMPARE(bars.draggedBar(), -1);
}

void TestLogitBars::theAxisIsLabelledAtItsEnds_data() {
    QTest::addColumn<double>("range");
    QTest::addRow("lesson 3's sliders, 3") << 3.0;
    for (double range : {1.0, 2.0, 4.0, 5.0, 10.0, 20.0, 50.0, 2000.0, 20000.0})
        QTest::addRow("%g", range) << range;
}

// Lesson 3's score axis read -2, 0, 2 while its bars reached -3 and 3 (ticks at niceStep of
// half the range, 2, which does not land on 3).
void TestLogitBars::theAxisIsLabelledAtItsEnds() {
    QFETCH(double, range);
    LogitBars bars;
    bars.setFixedRange(range);
    bars.setValues({1, -1});
    const QList<double> ticks = bars.tickValues();
    QVERIFY2(ticks.size() >= 3 && ticks.size() <= 11, qPrintable(QString::number(ticks.size())));
    QCOMPARE(ticks.first(), -range);
    QCOMPARE(ticks.last(), range);
    QVERIFY(ticks.contains(0.0));
}

// A typed "1e4" on the way to a rejected "1e400" widened the lab's axis to +-20,000, and it
// stayed there: settleRange narrows a range the values use under a tenth of; small edits keep it.
void TestLogitBars::settlingBringsAHugeRangeBack() {
    LogitBars bars;
    bars.setValues({0, 4, 2});
    QCOMPARE(bars.shownRange(), 10.0);
    bars.setValues({0, 4, 1e4});
    QCOMPARE(bars.shownRange(), 20000.0);
    bars.setValues({0, 4, 2});
    QCOMPARE(bars.shownRange(), 20000.0); // setValues alone only widens
    bars.settleRange();
    QCOMPARE(bars.shownRange(), 10.0);
    bars.setValues({0, 4, 1.5});
    bars.settleRange();
    QCOMPARE(bars.shownRange(), 10.0); // a value in sight keeps the axis
}

void TestLogitBars::aFixedRangeHolds() {
    LogitBars bars;
    bars.setFixedRange(3);
    bars.setValues({0, 0.5});
    QCOMPARE(bars.shownRange(), 3.0);
    bars.setValues({0, 2.9});
    QCOMPARE(bars.shownRange(), 3.0);
    QCOMPARE(bars.limit(), 3.0);
}

// Lesson 2's lab: typing 5.1 for 5 (or dragging past 5 and releasing) switched the axis from
// +-10 to +-20, and 2 for 5 back to +-5, so the bars moved under the reader (issue 19). The range
// fits the first values, widens in nice steps only when a score nears its edge, never narrows on
// its own, and never changes during a drag.
void TestLogitBars::theRangeDoesNotJumpAsValuesChange() {
    LogitBars bars;
    bars.setLimit(100);
    bars.resize(400, 300);
    bars.setValues({0, 4, 2});
    QCOMPARE(bars.shownRange(), 10.0);
    // Every value the lab's field can step through inside the range keeps the axis.
    for (double v = -8.0; v <= 8.0; v += 0.1) {
        bars.setValues({0, v, 2});
        QCOMPARE(bars.shownRange(), 10.0);
    }
    bars.setValues({0, 1, 2});
    QCOMPARE(bars.shownRange(), 10.0); // not narrowed to +-5
    // A score near the edge widens it to the next nice range, once.
    bars.setValues({0, 9, 2});
    QCOMPARE(bars.shownRange(), 20.0);
    bars.setValues({0, 9.5, 2});
    QCOMPARE(bars.shownRange(), 20.0);
    bars.setValues({0, 3, 2});
    QCOMPARE(bars.shownRange(), 20.0);
    // While a bar is dragged the range holds whatever arrives.
    const QPoint grab = bars.pointFor(1, 3);
    QTest::mousePress(&bars, Qt::LeftButton, Qt::NoModifier, grab);
    QVERIFY(bars.draggedBar() >= 0);
    bars.setValues({0, 19, 2});
    QCOMPARE(bars.shownRange(), 20.0);
    QTest::mouseRelease(&bars, Qt::LeftButton, Qt::NoModifier, grab);
    // Only an explicit refit narrows it (the lab's Restore).
    bars.setValues({0, 4, 2});
    QCOMPARE(bars.shownRange(), 20.0);
    bars.refitRange();
    QCOMPARE(bars.shownRange(), 10.0);
}

// sp22: the dashed focus frame was as wide as the bar plus 8 px, so a label wider than its bar
// ("−1.25" on a narrow bar) was struck through by the frame's sides. Every bar in turn, above and
// below zero: the label's text lies inside the frame or clear of it.
void TestLogitBars::theFocusFrameDoesNotCrossTheValueLabel() {
    LogitBars bars;
    bars.setStep(0.01);
    bars.setValues({-1.25, 3.75, -0.55, 2.15, -3.05, 1.45});
    bars.resize(300, 260);
    bars.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bars));
    bars.setFocus();
    QTRY_VERIFY(bars.hasFocus());
    for (int bar = 0; bar < bars.values().size(); ++bar) {
        QTRY_COMPARE(bars.activeBar(), bar);
        const QRectF frame = bars.focusFrameRect(bar);
        const QRectF label = bars.valueLabelRect(bar);
        QVERIFY(!frame.isEmpty() && !label.isEmpty());
        const bool inside = frame.adjusted(1, 1, -1, -1).contains(label);
        const bool clear = !frame.adjusted(-1, -1, 1, 1).intersects(label);
        QVERIFY2(inside || clear, qPrintable(QStringLiteral("bar %1: frame %2..%3, label %4..%5")
                                                 .arg(bar)
                                                 .arg(frame.left())
                                                 .arg(frame.right())
                                                 .arg(label.left())
                                                 .arg(label.right())));
        QTest::keyClick(&bars, Qt::Key_Right); // the next bar
    }
}

// sp27: the lab's bars were saved as they stood in the lab, a 604x182 strip with neither a title
// nor a name for the axis. The picture is a slide's 16:9, at least as wide as the other charts'
// pictures, and holds the title, the axis' name (whole, beside its numbers) and the values.
void TestLogitBars::theSavedPictureStandsAlone() {
    LogitBars bars;
    bars.setTitle(QStringLiteral("Raw logits, one bar per key"));
    bars.setAxisTitle(QStringLiteral("raw logit"));
    bars.setValues({0, 8, 4});
    bars.resize(604, 182);
    bars.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bars));
    QTemporaryDir dir;
    QString error;
    const QString png = dir.filePath(QStringLiteral("bars.png"));
    QVERIFY2(attn::charts::saveChartImage(&bars, png, &error), qPrintable(error));
    const QImage image(png);
    QVERIFY2(image.width() >= attn::charts::kPictureWidth &&
                 std::abs(image.height() * 16 - image.width() * 9) < 16,
             qPrintable(QStringLiteral("%1x%2").arg(image.width()).arg(image.height())));

    // Laid out at a slide's 16:9 of at least 640 px, drawn finer (attn::charts::pictureRatio).
    const QSize laidOut = LogitBars::pictureSize(bars.size());
    const qreal ratio = qreal(image.width()) / laidOut.width();
    const std::unique_ptr<LogitBars> picture = bars.pictureCopy(laidOut);
    QCOMPARE(picture->title(), bars.title());
    QCOMPARE(picture->axisTitle(), bars.axisTitle());
    QVERIFY(!picture->isEditable()); // no grips on paper
    const QRectF whole = picture->rect();
    const QRectF title = picture->titleRect();
    const QRectF axis = picture->axisTitleRect();
    QVERIFY(!title.isEmpty() && whole.contains(title));
    QVERIFY(!axis.isEmpty() && whole.contains(axis));
    QCOMPARE(axis.height(), QFontMetricsF(picture->font()).horizontalAdvance(bars.axisTitle()));
    QVERIFY(axis.right() < picture->pointFor(0, 0).x());
    for (int bar = 0; bar < 3; ++bar) {
        const QRectF label = picture->valueLabelRect(bar);
        QVERIFY(whole.contains(label) && !label.intersects(title));
    }
    // Something is drawn where the title and the axis' name stand.
    const QColor background = image.pixelColor(0, image.height() - 1);
    const auto inked = [&](const QRectF& logical) {
        const QRectF box(logical.topLeft() * ratio, logical.size() * ratio);
        for (int y = int(box.top()); y < int(box.bottom()); ++y) {
            for (int x = int(box.left()); x < int(box.right()); ++x) {
                if (image.pixelColor(x, y) != background)
                    return true;
            }
        }
        return false;
    };
    QVERIFY(inked(title) && inked(axis));

    const QString svg = dir.filePath(QStringLiteral("bars.svg"));
    QVERIFY2(attn::charts::saveChartImage(&bars, svg, &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains(bars.title()) && text.contains(bars.axisTitle()));
    if (const QString look = qEnvironmentVariable("ATTN_CHART_PNG_DIR"); !look.isEmpty()) {
        QFile::copy(png, look + QStringLiteral("/logitbars.png"));
        QFile::copy(svg, look + QStringLiteral("/logitbars.svg"));
    }
}

// sp28 item 8: the lab's saved bars were suggested as "Raw-logits-as-bars.png" under the title
// "Raw logits, one bar per key", were 640x360, their SVG's <desc> held the keyboard help, and
// nothing said which lesson or settings they came from.
void TestLogitBars::aSavedPictureSaysWhatAndWhere() {
    Source block;
    auto* layout = new QVBoxLayout(&block);
    auto* bars = new LogitBars;
    layout->addWidget(bars);
    bars->setTitle(QStringLiteral("Raw logits, one bar per key"));
    bars->setAxisTitle(QStringLiteral("raw logit"));
    bars->setValues({2, 1, 0});
    block.resize(604, 220);
    block.show();
    QVERIFY(QTest::qWaitForWindowExposed(&block));
    QCOMPARE(attn::charts::chartFileStem(attn::charts::shownChartTitle(bars)),
             QStringLiteral("Raw-logits-one-bar-per-key"));
    QCOMPARE(attn::charts::pictureCaptionFor(bars), block.pictureCaption());

    QTemporaryDir dir;
    QString error;
    const QString png = dir.filePath(QStringLiteral("bars.png"));
    QVERIFY2(attn::charts::saveChartImage(bars, png, &error), qPrintable(error));
    const QImage image(png);
    const QSize laidOut = LogitBars::pictureSize(bars->size());
    // A slide's width, and a caption line under the 16:9 picture.
    QCOMPARE(image.width(), attn::charts::kPictureWidth);
    const qreal ratio = qreal(image.width()) / laidOut.width();
    QVERIFY2(image.height() > laidOut.height() * ratio + 10,
             qPrintable(QStringLiteral("%1x%2").arg(image.width()).arg(image.height())));
    const QColor background = image.pixelColor(image.width() - 1, image.height() - 1);
    bool captionInked = false;
    for (int y = int(laidOut.height() * ratio); y < image.height() && !captionInked; ++y) {
        for (int x = 0; x < image.width() / 2 && !captionInked; ++x)
            captionInked = image.pixelColor(x, y) != background;
    }
    QVERIFY(captionInked);

    const QString svg = dir.filePath(QStringLiteral("bars.svg"));
    QVERIFY2(attn::charts::saveChartImage(bars, svg, &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    const auto element = [&text](const QString& name) {
        const qsizetype from = text.indexOf(QLatin1Char('<') + name + QLatin1Char('>'));
        const qsizetype to = text.indexOf(QStringLiteral("</") + name + QLatin1Char('>'));
        return from < 0 || to < from
                   ? QString()
                   : text.mid(from + name.size() + 2, to - from - name.size() - 2);
    };
    QCOMPARE(element(QStringLiteral("title")), bars->title());
    const QString desc = element(QStringLiteral("desc"));
    QVERIFY2(!desc.contains(QStringLiteral("Left and Right")), qPrintable(desc));
    // The description is read out: keys by their spoken names, never 𝑘₁ (issue 19).
    for (const QString& part : {attn::charts::spokenKeyName(0) + QStringLiteral(" = 2"),
                                attn::charts::spokenKeyName(2) + QStringLiteral(" = 0"),
                                QStringLiteral("Mixing the values")})
        QVERIFY2(desc.contains(part), qPrintable(desc));
    QVERIFY2(!desc.contains(attn::charts::keyName(0)), qPrintable(desc));
    QVERIFY(text.contains(QStringLiteral("Width d = 4")));
    if (const QString look = qEnvironmentVariable("ATTN_CHART_PNG_DIR"); !look.isEmpty()) {
        QFile::copy(png, look + QStringLiteral("/logitbars-captioned.png"));
        QFile::copy(svg, look + QStringLiteral("/logitbars-captioned.svg"));
    }
}

// sp29 item 10: lesson 3's mask lab saved at 2, 1, −1000 showed the bars of 2 and 1 as nothing
// but their labels: on an axis of ±2000 they are under a pixel tall, and the picture dropped the
// dark grips that mark their ends on screen. Every bar's end carries a mark thicker than the
// zero line it sits on (in the bar's own colour since the bars look as the score charts' do).
void TestLogitBars::aSavedPictureMarksEveryBarsEnd() {
    LogitBars bars;
    bars.setTitle(QStringLiteral("Raw logits, one bar per key"));
    bars.setLabelsAsTyped(true);
    bars.setValues({2, 1, -1000});
    bars.resize(604, 220);
    bars.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bars));
    QTemporaryDir dir;
    QString error;
    const QString png = dir.filePath(QStringLiteral("bars.png"));
    QVERIFY2(attn::charts::saveChartImage(&bars, png, &error), qPrintable(error));
    const QImage image(png);
    const QSize laidOut = LogitBars::pictureSize(bars.size());
    const qreal ratio = qreal(image.width()) / laidOut.width();
    const std::unique_ptr<LogitBars> picture = bars.pictureCopy(laidOut);
    // The zero line is 1.5 px wide; a mark is 3 px, inked against the page.
    const int pageLightness = bars.palette().color(QPalette::Base).lightness();
    const auto darkRun = [&](int bar) {
        const QPointF end = picture->pointFor(bar, picture->values().at(bar));
        const int x = int(end.x() * ratio);
        const QRectF label = picture->valueLabelRect(bar);
        int longest = 0, run = 0;
        for (int y = int((end.y() - 6) * ratio); y <= int((end.y() + 6) * ratio); ++y) {
            const bool inLabel = label.contains(end.x(), y / ratio);
            run = !inLabel && image.pixelColor(x, y).lightness() < pageLightness - 60 ? run + 1 : 0;
            longest = std::max(longest, run);
        }
        return longest / ratio;
    };
    for (int bar = 0; bar < 3; ++bar)
        QVERIFY2(
            darkRun(bar) >= 2.5,
            qPrintable(
                QStringLiteral("bar %1: %2 px dark at its end").arg(bar + 1).arg(darkRun(bar))));
    if (const QString look = qEnvironmentVariable("ATTN_CHART_PNG_DIR"); !look.isEmpty())
        QFile::copy(png, look + QStringLiteral("/logitbars-masked.png"));
}

QTEST_MAIN(TestLogitBars)
#include "tst_logitbars.moc"
