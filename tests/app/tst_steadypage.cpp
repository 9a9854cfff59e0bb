// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// What the student did not touch stays where it is (issue 19, student pass sp35): a message that
// asks for an answer, a right answer after Retry, a status message, a toggled chart readout; Tab
// shows a slider whole; the outline's arrow stands by a wrapped title's first line; one box per
// place where the lesson waits. Each measured in an offscreen window at 1440 and 800 px.

#include "app/blocks/controls.h"
#include "app/blocks/groupblocks.h"
#include "app/blocks/labblock.h"
#include "app/blocks/questionblock.h"
#include "app/blocks/textblocks.h"
#include "app/courseoutline.h"
#include "app/lessonpage.h"
#include "app/mainwindow.h"
#include "app/overviewpage.h"
#include "app/progresskeeper.h"
#include "app/revealgate.h"
#include "app/richtext.h"
#include "app/welcomecard.h"
#include "lessons/course.h"
#include "lessons/expression.h"
#include "lessons/parameters.h"
#include "tests/app/darkpalette.h"
#include "tests/common/heldlessons.h"
#include "tests/common/studentflow.h"
#include "tests/common/testpaths.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QFrame>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSlider>
#include <QStatusBar>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTreeWidget>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>

using namespace app;

namespace {

const QString kLessons = testpaths::source(u"resources/lessons");

lessons::Lesson loadLesson(const QString& file, bool keepHolds = false) {
    const lessons::ParseResult parsed = lessons::loadLessonFile(kLessons + u'/' + file);
    if (!parsed.lesson)
        return {};
    return keepHolds ? *parsed.lesson : heldlessons::withoutHolds(*parsed.lesson);
}

// Where `w` is in the page's view.
int inView(const LessonPage* page, const QWidget* w) {
    return w->mapTo(page->viewport(), QPoint()).y();
}

// Runs what a click sets going: queued holds, text heights set a turn later, timers.
void settle(LessonPage* page) {
    for (int turn = 0; turn < 4; ++turn) {
        QCoreApplication::processEvents();
        page->settleLayout();
    }
    QTest::qWait(20);
    page->settleLayout();
    QCoreApplication::processEvents();
}

// Scrolled as the student scrolls, so that `w` stands mid-view.
void placeMidView(LessonPage* page, QWidget* w) {
    const int top = w->mapTo(page->widget(), QPoint()).y();
    page->verticalScrollBar()->setSliderPosition(top - page->viewport()->height() / 2);
    settle(page);
}

void addWidths() {
    QTest::addColumn<QSize>("size");
}

} // namespace

class TestSteadyPage : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void notGradedMovesNothing_data();
    void notGradedMovesNothing();
    void rightAfterRetryMovesNothingBelow_data();
    void rightAfterRetryMovesNothingBelow();
    void toggledReadoutMovesNothing_data();
    void toggledReadoutMovesNothing();
    void outdatedVerdictMovesNothing_data();
    void outdatedVerdictMovesNothing();
    void choiceBoxUnderItsLabel_data();
    void choiceBoxUnderItsLabel();
    void sliderEndsAreNamed_data();
    void sliderEndsAreNamed();
    void tabShowsTheWholeSlider_data();
    void tabShowsTheWholeSlider();
    void oneBoxWhereTheLessonWaits_data();
    void oneBoxWhereTheLessonWaits();
    void statusMessageMovesNothing_data();
    void statusMessageMovesNothing();
    void outlineArrowByTheFirstLine_data();
    void outlineArrowByTheFirstLine();
    void labLabelStandsBesideItsField_data();
    void labLabelStandsBesideItsField();
    void badLogitsMoveNothing_data();
    void badLogitsMoveNothing();
    void asidesAreNotAlarms_data();
    void asidesAreNotAlarms();

private:
    // Opens `lesson` in a page of `size`, built and laid out.
    bool open(const lessons::Lesson& lesson, QSize size);

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<ProgressKeeper> keeper_;
    std::unique_ptr<LessonPage> page_;
};

void TestSteadyPage::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    keeper_ = std::make_unique<ProgressKeeper>(dir_->filePath(QStringLiteral("progress.json")));
    QVERIFY(keeper_->load().ok);
}

void TestSteadyPage::cleanup() {
    page_.reset();
    keeper_.reset();
    dir_.reset();
}

bool TestSteadyPage::open(const lessons::Lesson& lesson, QSize size) {
    if (lesson.id.isEmpty())
        return false;
    page_ = std::make_unique<LessonPage>(lesson, keeper_.get(),
                                         [](const QString&) { return QString(); });
    page_->resize(size);
    page_->show();
    page_->activateWindow();
    if (!QTest::qWaitForWindowActive(page_.get()))
        return false;
    page_->ensureBuilt();
    if (!QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 30000))
        return false;
    page_->settleLayout();
    return true;
}

void TestSteadyPage::notGradedMovesNothing_data() {
    QTest::addColumn<QString>("file");
    addWidths();
    for (const char* file : {"00-dot-products.lesson.md", "02-gain-knob.lesson.md"}) {
        QTest::addRow("%s, 1440 px", file) << QString::fromLatin1(file) << QSize(1440, 900);
        QTest::addRow("%s, 800 px", file) << QString::fromLatin1(file) << QSize(800, 600);
    }
}

// sp35: Check pressed with no option chosen (or nothing typed) showed "Choose an option first."
// under the buttons, and the rest of the page moved down a line under the pointer. It is said
// beside Check, in the verdict's place: the question keeps its height and Check its place.
void TestSteadyPage::notGradedMovesNothing() {
    QFETCH(QString, file);
    QFETCH(QSize, size);
    QVERIFY(open(loadLesson(file), size));
    QStringList moved;
    int tried = 0;
    bool choice = false, numeric = false;
    for (QuestionBlock* q : page_->findChildren<QuestionBlock*>()) {
        if (!q->isVisibleTo(page_.get()) || q->isAnswered())
            continue;
        const bool isNumeric = q->numericField() != nullptr;
        if ((isNumeric && numeric) || (!isNumeric && choice))
            continue; // one of each kind
        (isNumeric ? numeric : choice) = true;
        placeMidView(page_.get(), q->checkButton());
        const int check = inView(page_.get(), q->checkButton());
        const int foot = inView(page_.get(), q) + q->height();
        QTest::mouseClick(q->checkButton(), Qt::LeftButton);
        settle(page_.get());
        ++tried;
        QVERIFY2(!q->isAnswered() && !q->feedbackText().isEmpty(), qPrintable(q->questionId()));
        // sp37 #8: Track 8's "not a number" stood in body colour beside the lab's red input
        // errors. Every input error has the one look (app/blocks/inputerror.h).
        bool red = false;
        for (const QLabel* label : q->findChildren<QLabel*>()) {
            if (label->isVisible() && label->text() == q->feedbackText())
                red = label->palette().color(QPalette::WindowText) ==
                      verdictColor(false, q->palette());
        }
        QVERIFY2(red, qPrintable(q->questionId() + QStringLiteral(": ") + q->feedbackText()));
        if (inView(page_.get(), q->checkButton()) != check ||
            inView(page_.get(), q) + q->height() != foot)
            moved.append(QStringLiteral("%1 (\"%2\"): Check from y %3 to %4, what follows "
                                        "from %5 to %6")
                             .arg(q->questionId(), q->feedbackText())
                             .arg(check)
                             .arg(inView(page_.get(), q->checkButton()))
                             .arg(foot)
                             .arg(inView(page_.get(), q) + q->height()));
    }
    QVERIFY(tried > 0);
    QVERIFY2(moved.isEmpty(), qPrintable(moved.join(u'\n')));
}

void TestSteadyPage::rightAfterRetryMovesNothingBelow_data() {
    QTest::addColumn<QString>("file");
    addWidths();
    for (const char* file :
         {"00-dot-products.lesson.md", "01b-mixing-values.lesson.md", "02-gain-knob.lesson.md"}) {
        QTest::addRow("%s, 1440 px", file) << QString::fromLatin1(file) << QSize(1440, 900);
        QTest::addRow("%s, 800 px", file) << QString::fromLatin1(file) << QSize(800, 600);
    }
}

// sp35: a right answer after Retry whose feedback and explanation took more room than Retry had
// kept pushed the next question down 44 px. Retry keeps the room the next check can take (the
// explanation it will show), and a shorter result keeps the room it had, so what follows the
// question stays where it is through wrong, Retry and right.
void TestSteadyPage::rightAfterRetryMovesNothingBelow() {
    QFETCH(QString, file);
    QFETCH(QSize, size);
    QVERIFY(open(loadLesson(file), size));
    QStringList moved;
    int tried = 0;
    for (QuestionBlock* q : page_->findChildren<QuestionBlock*>()) {
        if (!q->isVisibleTo(page_.get()) || q->isAnswered() || q->isPrediction())
            continue;
        const lessons::Block* block =
            studentflow::questionBlock(page_->lesson().blocks, q->questionId());
        QVERIFY(block);
        QString right;
        QStringList rightIds, wrongIds;
        if (QLineEdit* field = q->numericField()) {
            const lessons::Result<double> expected = lessons::evaluate(
                block->text(QStringLiteral("expected")), page_->parameters()->numericValues());
            QVERIFY(expected);
            right = QString::number(expected.value(), 'g', 12);
            field->setText(QString::number(expected.value() * 3 + 7, 'g', 12));
        } else {
            rightIds = studentflow::rightOptions(*block);
            for (QAbstractButton* button : q->optionButtons()) {
                const QString id = button->property("optionId").toString();
                if (!rightIds.contains(id) && wrongIds.isEmpty())
                    wrongIds.append(id);
            }
            studentflow::tick(q, wrongIds);
        }
        placeMidView(page_.get(), q->checkButton());
        QTest::mouseClick(q->checkButton(), Qt::LeftButton);
        settle(page_.get());
        QVERIFY2(q->retryButton()->isVisible(), qPrintable(q->questionId()));
        QTest::mouseClick(q->retryButton(), Qt::LeftButton);
        settle(page_.get());
        if (QLineEdit* field = q->numericField())
            field->setText(right);
        else
            studentflow::tick(q, rightIds);
        const int foot = inView(page_.get(), q) + q->height();
        const int check = inView(page_.get(), q->checkButton());
        QTest::mouseClick(q->checkButton(), Qt::LeftButton);
        settle(page_.get());
        QVERIFY2(q->isCorrect(), qPrintable(q->questionId()));
        ++tried;
        if (inView(page_.get(), q) + q->height() != foot ||
            inView(page_.get(), q->checkButton()) != check)
            moved.append(QStringLiteral("%1: what follows from y %2 to %3, Check from %4 to %5")
                             .arg(q->questionId())
                             .arg(foot)
                             .arg(inView(page_.get(), q) + q->height())
                             .arg(check)
                             .arg(inView(page_.get(), q->checkButton())));
    }
    QVERIFY(tried > 0);
    // Not fixed yet: the explanation a right answer brings has no room after a first miss.
    // Keeping its room while hidden measured a math label's view at its first width (300-425 px
    // of blank, tst_lessonpage pressedControlStaysPut), so it was taken out again (hold36).
    QEXPECT_FAIL("", "the explanation after Retry still grows the question (sp35, 18-75 px)",
                 Continue);
    QVERIFY2(moved.isEmpty(), qPrintable(moved.join(u'\n')));
}

void TestSteadyPage::toggledReadoutMovesNothing_data() {
    addWidths();
    QTest::addRow("1440 px") << QSize(1440, 900);
    QTest::addRow("800 px") << QSize(800, 600);
    QTest::addRow("800 px beside the outline") << QSize(520, 600);
}

// sp35: lesson 5, step 4: "Divide by √d_k" switched the spread chart's readout between one line
// and two, and everything below it moved. It keeps the room of its longer wording.
void TestSteadyPage::toggledReadoutMovesNothing() {
    QFETCH(QSize, size);
    QVERIFY(open(loadLesson(QStringLiteral("03-interview-sqrt-dk.lesson.md")), size));
    auto* walk = page_->findChild<WalkthroughBlock*>();
    QVERIFY(walk);
    walk->setStep(3);
    QuestionBlock* q = studentflow::question(page_.get(), QStringLiteral("predict-spread-of-two"));
    QVERIFY(q);
    studentflow::tick(q, {q->optionButtons().first()->property("optionId").toString()});
    q->checkButton()->click();
    QCheckBox* toggle = nullptr;
    for (ToggleControl* control : page_->findChildren<ToggleControl*>()) {
        if (control->isVisibleTo(page_.get()) &&
            control->checkBox()->accessibleName().contains(QStringLiteral("Divide")))
            toggle = control->checkBox();
    }
    QVERIFY(toggle);
    QLabel* readout = nullptr;
    const auto findReadout = [&] {
        for (QLabel* label : page_->findChildren<QLabel*>()) {
            if (label->isVisibleTo(page_.get()) &&
                label->text().contains(QStringLiteral("standard deviation")))
                readout = label;
        }
        return readout != nullptr;
    };
    QVERIFY(QTest::qWaitFor(findReadout, 30000));
    settle(page_.get());
    // What follows the chart: the step's formula, in the column of the step.
    QWidget* step = readout;
    while (step->parentWidget() && !qobject_cast<WalkthroughBlock*>(step->parentWidget()))
        step = step->parentWidget();
    const auto at = [&] { return readout->mapTo(page_->widget(), QPoint(0, readout->height())); };
    const QPoint foot = at();
    const int stepHeight = step->height();
    SliderControl* width = nullptr;
    for (SliderControl* slider : page_->findChildren<SliderControl*>()) {
        if (slider->param() == QLatin1String("step4dk"))
            width = slider;
    }
    QVERIFY(width);
    QStringList moved;
    for (int flip = 0; flip < 8; ++flip) {
        if (flip % 2 == 0) // every other flip at the other end of the d_k slider
            width->slider()->setValue(flip % 4 == 0 ? width->slider()->maximum()
                                                    : width->slider()->minimum());
        toggle->click();
        QVERIFY(QTest::qWaitFor(
            [&] { return !readout->text().contains(QStringLiteral("measuring")); }, 30000));
        settle(page_.get());
        if (at() != foot || step->height() != stepHeight)
            moved.append(QStringLiteral("divided %1: the readout's foot at y %2 (%3), the step "
                                        "%4 px tall (%5); \"%6\"")
                             .arg(toggle->isChecked() ? "on" : "off")
                             .arg(at().y())
                             .arg(foot.y())
                             .arg(step->height())
                             .arg(stepHeight)
                             .arg(readout->text()));
    }
    QVERIFY2(moved.isEmpty(), qPrintable(moved.join(u'\n')));
}

void TestSteadyPage::outdatedVerdictMovesNothing_data() {
    addWidths();
    QTest::addRow("1440 px") << QSize(1440, 900);
    QTest::addRow("800 px") << QSize(800, 600);
}

// sp37 #10: lesson 5's "Which d_k?" checked right, then a slider moved: the verdict asks for a
// new check and the "8 is the answer." line goes, and the Why under it moved up 14 px while the
// student dragged the slider. The line's room stays until the next check.
void TestSteadyPage::outdatedVerdictMovesNothing() {
    QFETCH(QSize, size);
    QVERIFY(open(loadLesson(QStringLiteral("03-interview-sqrt-dk.lesson.md")), size));
    QuestionBlock* q = studentflow::question(page_.get(), QStringLiteral("trap-head-divisor"));
    QVERIFY(q && q->numericField());
    SliderControl* heads = nullptr;
    for (SliderControl* slider : page_->findChildren<SliderControl*>()) {
        if (slider->param() == QLatin1String("heads"))
            heads = slider;
    }
    QVERIFY(heads);
    heads->setValue(8);
    q->numericField()->setText(QStringLiteral("8")); // sqrt(512 / 8) at the lesson's defaults
    placeMidView(page_.get(), q->checkButton());
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    settle(page_.get());
    QVERIFY(q->isCorrect());
    QVERIFY2(!q->feedbackText().isEmpty(), "the right answer's line under the verdict");
    // The lowest text of the question: the Why.
    const auto lowest = [&] {
        int foot = 0;
        for (MarkdownLabel* label : q->findChildren<MarkdownLabel*>()) {
            if (label->isVisibleTo(q))
                foot = std::max(foot, label->mapTo(q, QPoint()).y());
        }
        return foot;
    };
    const int whyBefore = lowest();
    const int heightBefore = q->height();
    heads->setValue(16);
    settle(page_.get());
    QVERIFY(q->isOutdated());
    // The line's room is kept (the Why moved 14 px up before), but the outdated verdict, "⚠ The
    // sliders changed since you checked: Check again", wraps to two lines beside Check and
    // makes the buttons' row 6 px taller: the Why now moves 6 px down.
    QEXPECT_FAIL("", "the outdated verdict wraps beside Check: 6 px down (sp37 #10)", Continue);
    QCOMPARE(lowest(), whyBefore);
    QEXPECT_FAIL("", "the outdated verdict wraps beside Check: 6 px down (sp37 #10)", Continue);
    QCOMPARE(q->height(), heightBefore);
    heads->setValue(8); // back at the checked values: the line is back in its room
    settle(page_.get());
    QVERIFY(!q->isOutdated());
    QVERIFY(!q->feedbackText().isEmpty());
    QCOMPARE(lowest(), whyBefore);
    QCOMPARE(q->height(), heightBefore);
}

void TestSteadyPage::choiceBoxUnderItsLabel_data() {
    addWidths();
    QTest::addRow("1440 px") << QSize(1440, 900);
    QTest::addRow("800 px") << QSize(800, 600);
}

// sp37 #10: in Track 7's console the "Query" label stood level with the slider's label, but its
// box sat a row lower, beside the slider's tick numbers: the console's row is as tall as the
// slider with its scale, and the choice's label took the extra height with its text centred in
// it. The box stands right under its label's text.
void TestSteadyPage::choiceBoxUnderItsLabel() {
    QFETCH(QSize, size);
    QVERIFY(open(loadLesson(QStringLiteral("02-gain-knob.lesson.md")), size));
    settle(page_.get());
    int seen = 0;
    QStringList apart;
    for (ChoiceControl* control : page_->findChildren<ChoiceControl*>()) {
        if (!control->isVisibleTo(page_.get()))
            continue;
        auto* label = control->findChild<MarkdownLabel*>();
        QVERIFY(label);
        ++seen;
        const QRect text = label->contentsRect();
        // The label's own line: as tall as its text needs, at the top of the control.
        const int lineHeight = label->heightForWidth(text.width()) > 0
                                   ? label->heightForWidth(text.width())
                                   : label->sizeHint().height();
        const int comboTop = control->comboBox()->mapTo(control, QPoint()).y();
        const int textFoot = label->mapTo(control, QPoint()).y() + lineHeight;
        const int spacing = std::max(0, control->layout()->spacing());
        if (comboTop > textFoot + spacing + 2)
            apart.append(QStringLiteral("%1: box at y %2, the label's text ends at %3 (label "
                                        "%4 px tall)")
                             .arg(label->accessibleName())
                             .arg(comboTop)
                             .arg(textFoot)
                             .arg(label->height()));
    }
    QVERIFY(seen > 0);
    QVERIFY2(apart.isEmpty(), qPrintable(apart.join(u'\n')));
}

void TestSteadyPage::sliderEndsAreNamed_data() {
    addWidths();
    QTest::addRow("1440 px") << QSize(1440, 900);
    QTest::addRow("800 px") << QSize(800, 600);
}

// sp37 #7: lesson 3's score sliders showed no scale: the student learnt their −3 to 3 from the
// chart only. A free slider (min, max, step) names its two ends under the slider's ends, in the
// box's format with the fewest decimals that write them ("−3", not "-3.0").
void TestSteadyPage::sliderEndsAreNamed() {
    QFETCH(QSize, size);
    QVERIFY(open(loadLesson(QStringLiteral("01b-mixing-values.lesson.md")), size));
    settle(page_.get());
    int seen = 0;
    for (SliderControl* control : page_->findChildren<SliderControl*>()) {
        if (!control->isVisibleTo(page_.get()))
            continue;
        QSlider* slider = control->slider();
        StopScale* scale = control->stopScale();
        QVERIFY2(scale, qPrintable(control->param()));
        if (scale->texts().size() != 2 || slider->maximum() + 1 == 2)
            continue; // listed stops: every stop's number (tst_gainknobpage)
        ++seen;
        const QString what = control->param() + QStringLiteral(": ") + scale->texts().join(u' ');
        QVERIFY2(scale->isVisibleTo(page_.get()), qPrintable(what));
        const QList<StopScale::Shown> shown = scale->shown();
        QCOMPARE(shown.size(), 2);
        for (const StopScale::Shown& end : shown) {
            QVERIFY2(QRectF(scale->rect()).contains(end.rect), qPrintable(what));
            QVERIFY2(!end.text.contains(u'-'), qPrintable(what)); // a true minus sign
            static const QRegularExpression trailingZeros(QStringLiteral("[.,]0+$"));
            QVERIFY2(!trailingZeros.match(end.text).hasMatch(), qPrintable(what));
        }
        // Under the slider's two ends: the left one starts at the groove's left, the right one
        // ends at its right.
        const int sliderLeft = slider->mapTo(scale->parentWidget(), QPoint()).x() - scale->x();
        QVERIFY2(shown.first().rect.left() <= sliderLeft + slider->width() / 4, qPrintable(what));
        QVERIFY2(shown.last().rect.right() >= sliderLeft + slider->width() * 3 / 4,
                 qPrintable(what));
        QVERIFY2(scale->mapTo(control, QPoint()).y() >=
                     slider->mapTo(control, QPoint()).y() + slider->height() - 1,
                 qPrintable(what));
    }
    QVERIFY(seen > 0);
}

void TestSteadyPage::tabShowsTheWholeSlider_data() {
    addWidths();
    QTest::addRow("1440 px") << QSize(1440, 900);
    QTest::addRow("800 px") << QSize(800, 600);
}

// sp35: lesson 5, step 3: Tab past the committed prediction went to the d_k slider at the view's
// foot and left the numbers under its ticks cut off. The control comes into sight whole, its
// label, ticks and stop numbers with a margin.
void TestSteadyPage::tabShowsTheWholeSlider() {
    QFETCH(QSize, size);
    QVERIFY(open(loadLesson(QStringLiteral("03-interview-sqrt-dk.lesson.md")), size));
    auto* walk = page_->findChild<WalkthroughBlock*>();
    QVERIFY(walk);
    walk->setStep(2);
    settle(page_.get());
    QuestionBlock* q = studentflow::question(page_.get(), QStringLiteral("predict-gradient"));
    QVERIFY(q && q->isVisible());
    SliderControl* control = nullptr;
    for (SliderControl* slider : page_->findChildren<SliderControl*>()) {
        if (slider->param() == QLatin1String("jacdk"))
            control = slider;
    }
    QVERIFY(control);
    placeMidView(page_.get(), q->checkButton());
    studentflow::tick(q, {q->optionButtons().first()->property("optionId").toString()});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    settle(page_.get());
    QVERIFY(control->slider()->isEnabled());
    // The slider's groove just inside the view's foot, the stop numbers under it out of sight.
    const int sliderFoot =
        control->slider()->mapTo(page_->widget(), QPoint()).y() + control->slider()->height();
    page_->verticalScrollBar()->setSliderPosition(sliderFoot + 2 - page_->viewport()->height());
    settle(page_.get());
    QVERIFY(inView(page_.get(), control) + control->height() > page_->viewport()->height());
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus && page_->isAncestorOf(focus));
    for (int tab = 0; tab < 6 && !control->isAncestorOf(QApplication::focusWidget()); ++tab) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        settle(page_.get());
    }
    QVERIFY2(control->isAncestorOf(QApplication::focusWidget()),
             QApplication::focusWidget()->metaObject()->className());
    const int top = inView(page_.get(), control);
    const int bottom = top + control->height();
    QVERIFY2(top >= 0 && bottom <= page_->viewport()->height(),
             qPrintable(QStringLiteral("the slider's control from y %1 to %2 in a view of %3")
                            .arg(top)
                            .arg(bottom)
                            .arg(page_->viewport()->height())));
}

void TestSteadyPage::oneBoxWhereTheLessonWaits_data() {
    addWidths();
    QTest::addRow("1440 px") << QSize(1440, 900);
    QTest::addRow("800 px") << QSize(800, 600);
}

// sp35: lesson 5's last step showed "Answer the prediction above first; the rest of step 5 ..."
// right over "Answer the prediction in step 5 first; the rest of the lesson ...", two boxes one
// under the other. One box says both; on another step the box under the walkthrough speaks
// for itself.
void TestSteadyPage::oneBoxWhereTheLessonWaits() {
    QFETCH(QSize, size);
    QVERIFY(open(loadLesson(QStringLiteral("03-interview-sqrt-dk.lesson.md"), true), size));
    auto* walk = page_->findChild<WalkthroughBlock*>();
    QVERIFY(walk);
    // The shown boxes that say what the lesson waits for, top to bottom in the page.
    const auto boxes = [&] {
        QList<QPair<int, QString>> found;
        for (RevealGate* gate : page_->findChildren<RevealGate*>()) {
            for (QFrame* frame : gate->findChildren<QFrame*>(Qt::FindDirectChildrenOnly)) {
                if (frame->frameShape() != QFrame::StyledPanel || !frame->isVisibleTo(page_.get()))
                    continue;
                QString text;
                for (QLabel* label : frame->findChildren<QLabel*>())
                    text += label->text();
                found.append({frame->mapTo(page_->widget(), QPoint()).y(), text});
            }
        }
        std::sort(found.begin(), found.end());
        return found;
    };
    walk->setStep(walk->stepCount() - 1);
    settle(page_.get());
    QList<QPair<int, QString>> shown = boxes();
    QStringList said;
    for (const auto& [y, text] : std::as_const(shown))
        said.append(QStringLiteral("y %1: %2").arg(y).arg(text));
    QCOMPARE_GE(shown.size(), 1);
    const int walkFoot = walk->mapTo(page_->widget(), QPoint()).y() + walk->height();
    int near = 0; // boxes at the walkthrough's foot, inside it or right under it
    for (const auto& [y, text] : std::as_const(shown))
        near += std::abs(y - walkFoot) < 200 ? 1 : 0;
    QVERIFY2(near == 1, qPrintable(said.join(u'\n')));
    const QString last = shown.constLast().second;
    QVERIFY2(last.contains(QStringLiteral("step 5")) && last.contains(QStringLiteral("lesson")),
             qPrintable(last));
    // The other steps, unanswered: one box at the walkthrough's foot, the step's own, which names
    // that step, not step 5 (sp36 #2: "Answer the prediction in step 5 of 5 ... first" stood under
    // step 1's own box).
    for (int step = 0; step + 1 < walk->stepCount(); ++step) {
        walk->setStep(step);
        settle(page_.get());
        shown = boxes();
        said.clear();
        near = 0;
        const int foot = walk->mapTo(page_->widget(), QPoint()).y() + walk->height();
        for (const auto& [y, text] : std::as_const(shown)) {
            said.append(QStringLiteral("y %1: %2").arg(y).arg(text));
            near += std::abs(y - foot) < 200 ? 1 : 0;
        }
        QVERIFY2(near == 1,
                 qPrintable(QStringLiteral("step %1:\n").arg(step + 1) + said.join(u'\n')));
        QVERIFY2(shown.constLast().second.contains(QStringLiteral("step %1").arg(step + 1)) &&
                     !shown.constLast().second.contains(QStringLiteral("step 5")),
                 qPrintable(shown.constLast().second));
    }
    // Step 1 answered: its box goes and the box under the walkthrough says what to do now.
    walk->setStep(0);
    settle(page_.get());
    QuestionBlock* first = nullptr;
    for (QuestionBlock* question : walk->findChildren<QuestionBlock*>()) {
        if (question->isVisibleTo(walk) && question->isPrediction())
            first = question;
    }
    QVERIFY(first);
    const lessons::Block* firstBlock =
        studentflow::questionBlock(page_->lesson().blocks, first->questionId());
    QVERIFY(firstBlock);
    studentflow::tick(first, studentflow::rightOptions(*firstBlock));
    first->checkButton()->click();
    settle(page_.get());
    QVERIFY(first->isAnswered());
    shown = boxes();
    QVERIFY(!shown.isEmpty());
    const QString now = shown.constLast().second;
    QVERIFY2(now.contains(QStringLiteral("Next step")) && now.contains(QStringLiteral("step 5")),
             qPrintable(now));
}

void TestSteadyPage::statusMessageMovesNothing_data() {
    addWidths();
    QTest::addRow("1440 px") << QSize(1440, 900);
    QTest::addRow("800 px") << QSize(800, 600);
}

// sp35: after an export the status message took the place of the first start's guide line, the
// status bar got 20 px shorter, and the overview's buttons dropped under the pointer (a click
// meant for a button hit a table row). The bar keeps its height; the buttons stay.
void TestSteadyPage::statusMessageMovesNothing() {
    QFETCH(QSize, size);
    QTemporaryDir lessonsDir;
    QTemporaryDir dataDir;
    QVERIFY(lessonsDir.isValid() && dataDir.isValid());
    QVERIFY(QFile::copy(testpaths::source(u"tests/app/data/widgets.lesson.md"),
                        lessonsDir.filePath(QStringLiteral("widgets.lesson.md"))));
    MainWindowOptions options;
    options.lessonsDir = lessonsDir.path();
    options.dataDir = dataDir.path();
    MainWindow window(options);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(window.page() != nullptr);
    auto* card = window.findChild<WelcomeCard*>();
    QVERIFY(card && card->isVisible());
    window.showOverview();
    OverviewPage* overview = window.overviewPage();
    QVERIFY(overview);
    QTRY_VERIFY(overview->isVisible());
    QTest::qWait(50);
    const auto places = [&] {
        QStringList found;
        for (QPushButton* button : overview->findChildren<QPushButton*>()) {
            if (button->isVisible())
                found.append(QStringLiteral("%1 at y %2")
                                 .arg(button->text())
                                 .arg(button->mapTo(&window, QPoint()).y()));
        }
        return found;
    };
    const QStringList before = places();
    QVERIFY(!before.isEmpty());
    const int barHeight = window.statusBar()->height();
    window.statusBar()->showMessage(QStringLiteral("The record was exported as /tmp/record.csv"),
                                    8000);
    QTest::qWait(50);
    QCoreApplication::processEvents();
    QCOMPARE(window.statusBar()->height(), barHeight);
    QCOMPARE(places(), before);
    window.statusBar()->clearMessage();
    QTest::qWait(50);
    QCOMPARE(places(), before);
}

void TestSteadyPage::outlineArrowByTheFirstLine_data() {
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<int>("width");
    for (int width : {240, 280}) {
        QTest::addRow("German, %d px", width) << QStringLiteral(".de.lesson.md") << width;
        QTest::addRow("English, %d px", width) << QStringLiteral(".lesson.md") << width;
    }
}

// sp35: in German lesson 5's title wraps in the outline, and its expand arrow stood by the second
// line (centred in the two-line row). It stands by the first, where the title begins.
void TestSteadyPage::outlineArrowByTheFirstLine() {
    QFETCH(QString, suffix);
    QFETCH(int, width);
    lessons::Course course;
    for (const char* id : {"00-dot-products", "01-scaled-dot-product", "01b-mixing-values",
                           "02-gain-knob", "03-interview-sqrt-dk"}) {
        const lessons::ParseResult parsed =
            lessons::loadLessonFile(kLessons + u'/' + QLatin1String(id) + suffix);
        QVERIFY2(parsed.lesson, id);
        course.lessons.append(*parsed.lesson);
    }
    QWidget sidebar;
    CourseOutline outline(keeper_.get(), &sidebar);
    outline.rebuild(course);
    QTreeWidget* tree = outline.tree();
    tree->resize(width, 600);
    sidebar.resize(width, 600);
    sidebar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&sidebar));
    tree->resize(width, 600);
    tree->doItemsLayout();
    QCoreApplication::processEvents();
    int oneLine = 1 << 20;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        oneLine = std::min(oneLine, tree->visualItemRect(tree->topLevelItem(i)).height());
    const QImage shot = tree->viewport()->grab().toImage();
    const qreal ratio = shot.devicePixelRatio();
    int wrapped = 0;
    QStringList off;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = tree->topLevelItem(i);
        const QRect row = tree->visualItemRect(item);
        if (row.height() <= oneLine || item->childCount() == 0)
            continue;
        ++wrapped;
        const QRect branch(row.left() - tree->indentation(), row.top(), tree->indentation(),
                           row.height());
        const QRgb background = shot.pixel(int(branch.left() * ratio), int(branch.top() * ratio));
        int first = -1, last = -1;
        for (int y = branch.top(); y <= branch.bottom(); ++y) {
            for (int x = branch.left(); x <= branch.right(); ++x) {
                if (shot.pixel(int(x * ratio), int(y * ratio)) != background) {
                    first = first < 0 ? y : first;
                    last = y;
                }
            }
        }
        QVERIFY2(first >= 0, qPrintable(item->text(0)));
        const double centre = (first + last) / 2.0;
        const double firstLine = row.top() + oneLine / 2.0;
        if (std::abs(centre - firstLine) > 2.0)
            off.append(QStringLiteral("%1: the arrow's centre at y %2, the first line's at %3 "
                                      "(the row %4 to %5)")
                           .arg(item->text(0))
                           .arg(centre)
                           .arg(firstLine)
                           .arg(row.top())
                           .arg(row.bottom()));
    }
    if (wrapped == 0)
        QSKIP("no title wraps at this width");
    QVERIFY2(off.isEmpty(), qPrintable(off.join(u'\n')));
}

void TestSteadyPage::labLabelStandsBesideItsField_data() {
    addWidths();
    QTest::addRow("1440 px") << QSize(1440, 900);
    QTest::addRow("800 px") << QSize(800, 600);
}

// sp35 (and earlier passes): the lab's "Largest weight at d_k = 4:" left about 60 px before its
// field. The field follows the label's text at the row's spacing.
void TestSteadyPage::labLabelStandsBesideItsField() {
    QFETCH(QSize, size);
    QVERIFY(open(loadLesson(QStringLiteral("01-scaled-dot-product.lesson.md")), size));
    QStringList gaps;
    int found = 0;
    for (LabBlock* lab : page_->findChildren<LabBlock*>()) {
        for (MarkdownLabel* label : lab->findChildren<MarkdownLabel*>()) {
            if (!label->accessibleName().startsWith(QStringLiteral("Largest weight at")) ||
                !label->mathView())
                continue;
            QLineEdit* field = nullptr;
            for (QLineEdit* edit : label->parentWidget()->findChildren<QLineEdit*>()) {
                if (edit->accessibleName().startsWith(QStringLiteral("Predicted largest")))
                    field = edit;
            }
            QVERIFY(field);
            ++found;
            // The text's own width: the widest line the view lays out.
            const QTextDocument* document = label->mathView()->document();
            int textRight = 0;
            for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
                QTextLayout* layout = block.layout();
                for (int i = 0; i < layout->lineCount(); ++i)
                    textRight =
                        std::max(textRight, int(std::ceil(layout->position().x() +
                                                          layout->lineAt(i).naturalTextWidth())));
            }
            const int textEnd = label->mathView()->viewport()->mapTo(lab, QPoint(textRight, 0)).x();
            const int fieldStart = field->mapTo(lab, QPoint()).x();
            if (fieldStart - textEnd > 24 || fieldStart < textEnd)
                gaps.append(QStringLiteral("%1: the text ends at x %2, the field starts at %3")
                                .arg(label->accessibleName())
                                .arg(textEnd)
                                .arg(fieldStart));
        }
    }
    QVERIFY(found > 0);
    QVERIFY2(gaps.isEmpty(), qPrintable(gaps.join(u'\n')));
}

QTEST_MAIN(TestSteadyPage)
void TestSteadyPage::badLogitsMoveNothing_data() {
    addWidths();
    QTest::addRow("1440 px") << QSize(1440, 900);
    QTest::addRow("800 px") << QSize(800, 600);
}

// sp36 #11: "0, 8, x" and Enter in lesson 2's Raw logits field: the red message came beside the
// field, and the page moved up 46 px (the row from y 256 to 210), as Enter showed the whole lab
// below the focus as if a result had come. A rejected entry shows nothing below: nothing moves.
void TestSteadyPage::badLogitsMoveNothing() {
    QFETCH(QSize, size);
    QVERIFY(open(loadLesson(QStringLiteral("01-scaled-dot-product.lesson.md")), size));
    auto* lab = page_->findChild<LabBlock*>();
    QVERIFY(lab);
    QLineEdit* field = lab->logitsField();
    field->setFocus();
    placeMidView(page_.get(), field);
    // The lab runs on below the view's foot, as in the student's window.
    QVERIFY(inView(page_.get(), lab) + lab->height() > page_->viewport()->height());
    field->selectAll();
    QTest::keyClicks(field, QStringLiteral("0, 8, x"));
    settle(page_.get());
    const int before = inView(page_.get(), field);
    QTest::keyClick(field, Qt::Key_Return);
    settle(page_.get());
    QVERIFY(lab->logitsError()->isVisible());
    QCOMPARE(inView(page_.get(), field), before);
}

namespace {

// WCAG's relative luminance and contrast ratio (1.4.11 asks 3:1 of a graphical object).
double luminance(const QColor& color) {
    const auto linear = [](double c) {
        return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(color.redF()) + 0.7152 * linear(color.greenF()) +
           0.0722 * linear(color.blueF());
}

double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

void TestSteadyPage::asidesAreNotAlarms_data() {
    QTest::addColumn<bool>("dark");
    QTest::addRow("light palette") << false;
    QTest::addRow("dark palette") << true;
}

// sp36 #17: the trap callouts ("An argument about initialisation, not a law", "A row with every
// key masked") were boxed in the verdicts' red and read as errors. No callout's accent is a red
// (its hue at least 35 degrees from a wrong verdict's: the tip's amber is 38 from it) and the
// bars still stand out: 3:1 against the page.
void TestSteadyPage::asidesAreNotAlarms() {
    QFETCH(bool, dark);
    const QPalette palette = dark ? darkPalette() : QApplication::style()->standardPalette();
    const QColor wrong = verdictColor(false, palette);
    for (const lessons::CalloutKind kind :
         {lessons::CalloutKind::Trap, lessons::CalloutKind::Note, lessons::CalloutKind::Tip,
          lessons::CalloutKind::Takeaway}) {
        lessons::CalloutSpec spec;
        spec.kind = kind;
        spec.titleHtml = QStringLiteral("An aside");
        spec.textHtml = QStringLiteral("Read with care.");
        CalloutBlock callout(spec);
        callout.setPalette(palette);
        const QColor accent = callout.accent();
        const int apart = std::abs(accent.hslHue() - wrong.hslHue()) % 360;
        QVERIFY2(std::min(apart, 360 - apart) >= 35,
                 qPrintable(QStringLiteral("kind %1: hue %2 beside the wrong verdict's %3")
                                .arg(int(kind))
                                .arg(accent.hslHue())
                                .arg(wrong.hslHue())));
        if (kind == lessons::CalloutKind::Tip)
            continue; // amber: its tint is the aside's mark on a light page, not its bar
        QVERIFY2(contrast(accent, palette.color(QPalette::Base)) >= 3.0,
                 qPrintable(QStringLiteral("kind %1: %2 on %3")
                                .arg(int(kind))
                                .arg(accent.name(), palette.color(QPalette::Base).name())));
    }
}

#include "tst_steadypage.moc"
