// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The block widgets of a lesson page, driven with QTest events on the offscreen platform:
// controls feed charts and tables, labs reject bad input and score predictions, questions grade
// through lessons/grading.h, and every answer reaches the progress file.

#include "app/blocks/chartblock.h"
#include "app/blocks/controls.h"
#include "app/blocks/explainblock.h"
#include "app/blocks/groupblocks.h"
#include "app/blocks/labblock.h"
#include "app/blocks/labruntable.h"
#include "app/blocks/questionblock.h"
#include "app/blocks/tableblock.h"
#include "app/blocks/textblocks.h"
#include "app/charts/chartpanel.h"
#include "app/charts/contrast.h"
#include "app/charts/gradientchart.h"
#include "app/charts/histogramchart.h"
#include "app/charts/logitbars.h"
#include "app/charts/softmaxchart.h"
#include "app/focusring.h"
#include "app/lessonpage.h"
#include "app/lessonprint.h"
#include "app/math/mathtext.h"
#include "app/pagefocus.h"
#include "app/progresskeeper.h"
#include "app/revealgate.h"
#include "app/richtext.h"
#include "lessons/course.h"
#include "lessons/optionorder.h"
#include "lessons/parameters.h"
#include "lessons/progress.h"
#include "lessons/record.h"
#include "lessons/recorddb.h"
#include "lessons/revealplan.h"
#include "lessons/schema.h"
#include "tests/common/englishplurals.h"
#include "tests/common/heldlessons.h"
#include "tests/common/studentflow.h"
#include "tests/common/testpaths.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QDialog>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QFocusFrame>
#include <QFontInfo>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QTimer>
#include <QToolTip>
#include <QTranslator>
#include <QWheelEvent>

#include <cmath>
#include <functional>
#include <limits>
#include <memory>

using namespace app;

namespace {

const QString kLessonFile = testpaths::source(u"tests/app/data"
                                              "/widgets.lesson.md");
// Lesson 2's lab as it was when it asked for a direction; lesson 2 now asks for a number.
const QString kDirectionLab = testpaths::source(u"tests/app/data"
                                                "/direction-lab/direction-lab.lesson.md");

// Softmax of `scores / divisor` in percent: the naive reference for the chart and table.
QList<double> referenceWeights(const QList<double>& scores, double divisor) {
    double sum = 0.0;
    QList<double> out;
    for (double s : scores)
        sum += std::exp(s / divisor);
    for (double s : scores)
        out.append(100.0 * std::exp(s / divisor) / sum);
    return out;
}

template <typename T> T* findBlock(QWidget* root, const QString& accessibleNamePart = {}) {
    for (T* widget : root->findChildren<T*>()) {
        if (accessibleNamePart.isEmpty() || widget->accessibleName().contains(accessibleNamePart))
            return widget;
    }
    return nullptr;
}

using studentflow::question;

void choose(QuestionBlock* q, const QStringList& options) {
    for (QAbstractButton* button : q->optionButtons()) {
        if (options.contains(button->property("optionId").toString()))
            QTest::mouseClick(button, Qt::LeftButton);
    }
}

} // namespace

class TestLessonPage : public QObject {
    Q_OBJECT
    QTranslator english_;

private slots:
    void initTestCase() { QVERIFY(installEnglishPlurals(&english_)); }
    void init();
    void cleanup();

    void sliderMovesChartAndTable();
    void toggleSwitchesScale();
    void readoutFollowsSlider();
    void labRejectsBadInput_data();
    void labRejectsBadInput();
    void labKeepsEveryRun();
    void labPredictionCommitRunCompare();
    void labResetStartsOver();
    void singleChoiceWrongThenRight();
    void revealShowsChartAfterAnswer();
    void multiSelectRightAndWrong_data();
    void multiSelectRightAndWrong();
    void multiSelectVerdictsWaitForTheSecondMiss();
    void numericExpectedFromLiveParameters();
    void quickCheckSummary();
    void explainKeepsTextAndShowsModel();
    void explainKeepsItsHeightAsTheNoteGoes();
    void walkthroughSteps();
    void answersSurviveAReopen();
    void wheelOverAControlFocusedOrNotScrollsPage();
    void numericVerdictOutdatedBySliders();
    void explainNeedsAnAttemptFirst();
    void labErrorClearsOnceFixed();
    void minutesInTheHeader_data();
    void minutesInTheHeader();
    void controlOfTheRevealedChartWaitsToo();
    void tableRowsNameTheirKeys();
    void checkedValuesAndStepsSurviveAReopen();
    void spinBoxStepsFromStopToStop();
    void controlsWaitForTheirPrediction();
    void restOfTheSectionWaitsWithTheRevealedBlock();
    void followersWaitBeforeThePageIsComplete();
    void benchesWaitForTheFirstPaint();
    void headerShowsPlainTextAndUnicodeMath();
    void enterActivatesPushButtons();
    void arrowKeysSelectRadioOptions();
    void focusRingFollowsFocus();
    void focusRingShowsForKeysNotForClicks();
    void focusOnAVerdictReadsAsText();
    void tabStopsAreWhatTabReaches();
    void verdictHasColourSymbolAndWords();
    void headingRepeatedByBlockShownOnce();
    void takeawayWaitsForExplainAttempt();
    void clickOnTheExplainPromptTypesIntoTheBox_data();
    void tableColumnsKeepOneFormAtEverySetting();
    void clickOnTheExplainPromptTypesIntoTheBox();
    void referencesBreakNamesOnlyAtDots();
    void explanationWaitsForRightAnswerOrSecondTry();
    void retryKeepsTheTicksOfAMultipleChoice();
    void showAnswerCountsAsMissed();
    void noRetryOnceRightOrShown();
    void optionsInTheLearnersOrderAfterAReopen();
    void retryKeepsTheQuestionWhereItWas_data();
    void retryKeepsTheQuestionWhereItWas();
    void zoomReachesEveryText_data();
    void zoomReachesEveryText();
    void sliderSpeaksItsValue_data();
    void sliderSpeaksItsValue();
    void optionButtonsStayBesideTheirText();
    void rubricBoxesStayBesideTheirText();
    void captionsEndOnMoreThanAShortWord();
    void outlineJumpLandsOnItsSection();
    void currentSectionIsTheOneBeingRead();
    void jumpedSectionStaysCurrentUntilTheStudentScrolls_data();
    void jumpedSectionStaysCurrentUntilTheStudentScrolls();
    void zoomKeepsTheReadersPlace();
    void resizeKeepsTheReadersPlace();
    void hiddenPartNamesWhatItWaitsFor();
    void walkthroughNextWaitsForTheStepsPrediction();
    void walkthroughButtonsStayPut_data();
    void walkthroughButtonsStayPut();
    void stackedGatesShowOnePlaceholder();
    void gateBoxesStandOnlyOverWhatWaits_data();
    void gateBoxesStandOnlyOverWhatWaits();
    void printShowsTheShuffledOrder();
    void darkScreenPrintsDarkOnWhitePaper();
    void numberBoxWritesATrueMinus();
    void runningTextKeepsToAReadableMeasure_data();
    void runningTextKeepsToAReadableMeasure();
    void narrowPageWithALargeFontFitsEveryBlock_data();
    void narrowPageWithALargeFontFitsEveryBlock();
    void retryLeavesNoBlankBands();
    void paperShowsAnswersAsText();
    void paperLeavesWaitingTakeawaysOutAndNamesTheNextLesson();
    void tablesKeepToTheTextColumn_data();
    void tablesKeepToTheTextColumn();
    void focusedChartShowsAFrameAndComesIntoSight();
    void labMessagesMoveNothingBelow_data();
    void labMessagesMoveNothingBelow();
    void labFieldsFitWhatTheyHold();
    void labResetGivesBackItsRoom_data();
    void labResetGivesBackItsRoom();
    void labLeavesNoBandAfterARestart_data();
    void labLeavesNoBandAfterARestart();
    void clickedCheckKeepsTheView_data();
    void clickedCheckKeepsTheView();
    void clickedCheckAtTheFootShowsTheVerdict_data() { clickedCheckKeepsTheView_data(); }
    void clickedCheckAtTheFootShowsTheVerdict();
    void clickedRightCheckShowsTheWhy_data() { clickedCheckKeepsTheView_data(); }
    void clickedRightCheckShowsTheWhy();
    void enterBringsTheVerdictIntoView();
    void enterWithTheVerdictInSightMovesNothing();
    void chartMenuAndItsDialogKeepThePage();
    void retryKeepsTheTypedNumberSelected();
    void keysBringTheResultIntoView_data();
    void keysBringTheResultIntoView();
    void compareKeepsTheViewAndIsUsedOnce_data();
    void compareKeepsTheViewAndIsUsedOnce();
    void channelBankAxisTitleClearsTheReadout_data();
    void channelBankAxisTitleClearsTheReadout();
    void explainLeavesLittleBlankUnderItsButton_data();
    void explainLeavesLittleBlankUnderItsButton();
    void everyBlockKeepsToTheTextColumn_data();
    void everyBlockKeepsToTheTextColumn();
    void labNoticeMovesNothing();
    void labNoticeSlotOnlyWhileANoticeCanCome();
    void verdictsPrintInPaperColours();
    void resetAsksBeforeClearingRuns();
    void maskNoteMovesNothing();
    void tabToAnOptionShowsItsText();
    void clickedResultScrollsOnlyToItsFirstLine();
    void doneQuestionKeepsItsButtonRow();
    void readoutKeepsItsHeightAsTheAnglePlays_data();
    void readoutKeepsItsHeightAsTheAnglePlays();
    void walkthroughNoteLeavesNoBand_data();
    void walkthroughNoteLeavesNoBand();
    void pressedControlStaysPut_data();
    void pressedControlStaysPut();
    void feedbackCueMovesNothing_data();
    void feedbackCueMovesNothing();
    void retryRoomStaysOffPaper();
    void retryRoomGoesOnceScrolledAway();
    void retryShowsWhereTheFocusWent();
    void tabGoesOnFromTheClickedQuestion();
    void typedValueFittedToAStopIsSaid_data();
    void typedValueFittedToAStopIsSaid();

private:
    void openPage();
    bool openBuiltIn(const QString& file, QSize size = {1000, 700});
    void verifyButtonsOnTheirBaseline(const QList<QAbstractButton*>& buttons, int withMathAtLeast);

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<ProgressKeeper> keeper_;
    std::unique_ptr<LessonPage> page_;
    lessons::Lesson lesson_;
};

// Every unanswered choice question answered with its first option (its feedback and
// explanation take room), then the page built and laid out.
static bool answerChoicesAndSettle(LessonPage* page) {
    for (QuestionBlock* q : page->findChildren<QuestionBlock*>()) {
        if (q->isAnswered() || q->optionButtons().isEmpty())
            continue;
        q->optionButtons().first()->click();
        q->checkButton()->click();
    }
    if (!QTest::qWaitFor([&] { return page->isComplete() && page->isSettled(); }, 20000))
        return false;
    page->settleLayout();
    return true;
}

void TestLessonPage::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    const lessons::ParseResult parsed = lessons::loadLessonFile(kLessonFile);
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    keeper_ = std::make_unique<ProgressKeeper>(dir_->filePath(QStringLiteral("progress.json")));
    QVERIFY(keeper_->load().ok);
    openPage();
}

void TestLessonPage::openPage() {
    page_.reset();
    page_ = std::make_unique<LessonPage>(lesson_, keeper_.get(),
                                         [](const QString&) { return QString(); });
    page_->resize(1000, 800);
    page_->show();
    QVERIFY(QTest::qWaitForWindowExposed(page_.get()));
}

void TestLessonPage::cleanup() {
    page_.reset();
    keeper_.reset();
    dir_.reset();
}

void TestLessonPage::sliderMovesChartAndTable() {
    auto* slider = findBlock<SliderControl>(page_.get());
    auto* chart = findBlock<attn::charts::SoftmaxChart>(page_.get());
    auto* table = findBlock<SoftmaxTableBlock>(page_.get());
    QVERIFY(slider && chart && table);
    QVERIFY(!table->table()->isColumnHidden(2)); // scaled by sqrt(dk): the column says by what
    QCOMPARE(table->table()->horizontalHeaderItem(1)->text(), QStringLiteral("Raw logit"));
    // D22: keys without names were headed "Position" where the chart beside says key.
    QCOMPARE(table->table()->horizontalHeaderItem(0)->text(), QStringLiteral("Key"));
    QCOMPARE(slider->value(), 4.0);

    slider->slider()->setFocus();
    QTest::keyClick(slider->slider(), Qt::Key_Right); // values 1, 4, 16, 64: one stop up
    QCOMPARE(slider->value(), 16.0);
    QCOMPARE(page_->parameters()->number(QStringLiteral("dk")), 16.0);
    QCOMPARE(slider->spinBox()->value(), 16.0);

    const QList<double> expected = referenceWeights({0, 4, 2}, std::sqrt(16.0));
    const QList<double> drawn = chart->weights();
    QCOMPARE(drawn.size(), expected.size());
    for (int i = 0; i < expected.size(); ++i)
        QVERIFY2(
            std::abs(drawn.at(i) - expected.at(i)) < 1e-9,
            qPrintable(
                QStringLiteral("bar %1: %2 vs %3").arg(i).arg(drawn.at(i)).arg(expected.at(i))));
    QCOMPARE(table->table()->item(1, 3)->text(), QLocale().toString(expected.at(1), 'f', 1) + "%");
    // sp17: the text's raw scores "0, 4 and 2" read "0.000, 4.000, 2.000" in the table. A logit
    // column writes its values with the fewest decimals they share at every setting of the
    // slider it follows (sp23: "0, 2, 1" at one d_k, "0.0, 1.0, 0.5" at another): 4/sqrt(8) needs
    // two, so 1 and 0.5 read 1.00 and 0.50.
    QCOMPARE(table->table()->item(1, 1)->text(), QStringLiteral("4"));
    QCOMPARE(table->table()->item(1, 2)->text(), QStringLiteral("1.00"));
    QCOMPARE(table->table()->item(2, 2)->text(), QStringLiteral("0.50"));

    // The spin box takes an exact value and snaps it to the nearest allowed stop.
    slider->spinBox()->setValue(60);
    QCOMPARE(slider->value(), 64.0);
    QCOMPARE(slider->slider()->value(), 3);
}

void TestLessonPage::toggleSwitchesScale() {
    auto* toggle = findBlock<ToggleControl>(page_.get());
    auto* chart = findBlock<attn::charts::SoftmaxChart>(page_.get());
    QVERIFY(toggle && chart);
    QVERIFY(toggle->checkBox()->isChecked());
    QTest::mouseClick(toggle->checkBox(), Qt::LeftButton);
    QCOMPARE(page_->parameters()->value(QStringLiteral("gain")).toBool(), false);
    const QList<double> expected = referenceWeights({0, 4, 2}, 1.0);
    QVERIFY(std::abs(chart->weights().at(1) - expected.at(1)) < 1e-9);
}

void TestLessonPage::readoutFollowsSlider() {
    auto* readout = findBlock<ReadoutBlock>(page_.get());
    auto* slider = findBlock<SliderControl>(page_.get());
    QVERIFY(readout && slider);
    QVERIFY2(readout->text().contains(QStringLiteral("0.500")), qPrintable(readout->text()));
    slider->setValue(64);
    QVERIFY2(readout->text().contains(QStringLiteral("0.125")), qPrintable(readout->text()));
}

void TestLessonPage::labRejectsBadInput_data() {
    QTest::addColumn<QString>("typed");
    QTest::addRow("empty item") << QStringLiteral("4,,2");
    QTest::addRow("not a number") << QStringLiteral("abc");
    QTest::addRow("overflow") << QStringLiteral("1e400");
    QTest::addRow("empty list") << QString();
}

void TestLessonPage::labRejectsBadInput() {
    QFETCH(QString, typed);
    auto* lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab);
    QTest::mouseClick(lab->runButton(), Qt::LeftButton); // a good run first
    QCOMPARE(lab->runs().size(), 1);
    const QString goodCell = lab->historyTable()->item(0, LabRunTable::kFirstKeyColumn)->text();

    lab->logitsField()->selectAll();
    QTest::keyClick(lab->logitsField(), Qt::Key_Delete);
    QTest::keyClicks(lab->logitsField(), typed);
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);

    QVERIFY(lab->logitsError()->isVisible());
    QVERIFY(!lab->logitsError()->text().isEmpty());
    QCOMPARE(lab->logitsField()->property("invalid").toBool(), true);
    QCOMPARE(lab->runs().size(), 1); // nothing ran
    QCOMPARE(lab->runTable()->runCount(), 1);
    QCOMPARE(lab->historyTable()->item(0, LabRunTable::kFirstKeyColumn)->text(),
             goodCell); // the last good result stays

    QTest::mouseClick(lab->restoreButton(), Qt::LeftButton);
    QVERIFY(!lab->logitsError()->isVisible());
    QCOMPARE(lab->logitsField()->text(), QStringLiteral("0, 4, 2"));
}

void TestLessonPage::labKeepsEveryRun() {
    auto* lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab);
    QTest::mouseClick(lab->runUnchangedButton(), Qt::LeftButton);
    lab->logitsField()->setText(QStringLiteral("0, 8, 4"));
    // The edited run waits for a prediction; asked again it runs, unscored.
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    QCOMPARE(lab->runs().size(), 1);
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    lab->dimsField()->setText(QStringLiteral("0, 4"));
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    QVERIFY(lab->dimsError()->isVisible());
    QCOMPARE(lab->runs().size(), 2);
    QCOMPARE(lab->runTable()->runCount(), 2);
    QCOMPARE(lab->runTable()->logitsOfRun(0), QStringLiteral("0, 4, 2"));
    QCOMPARE(lab->runTable()->logitsOfRun(1), QStringLiteral("0, 8, 4"));
    // Same head dimension before and after the edit: doubled gaps give a larger top weight.
    QVERIFY(lab->runs().at(1).maxPct.at(0) > lab->runs().at(0).maxPct.at(0));
    const QList<double> expected = referenceWeights({0, 8, 4}, std::sqrt(4.0));
    QVERIFY(std::abs(lab->runs().at(1).weightsPct.at(1).at(1) - expected.at(1)) < 1e-9);
}

void TestLessonPage::labPredictionCommitRunCompare() {
    auto* lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab);
    QTest::mouseClick(lab->runUnchangedButton(), Qt::LeftButton);

    // Committing without a choice does nothing.
    QVERIFY(!lab->commitPrediction());
    QVERIFY(!lab->predictionLocked());

    QRadioButton* sharper = nullptr;
    for (QRadioButton* button : lab->directionButtons()) {
        if (button->property("direction").toString() == QLatin1String("sharper"))
            sharper = button;
    }
    QVERIFY(sharper);
    QTest::mouseClick(sharper, Qt::LeftButton);
    QTest::mouseClick(lab->commitButton(), Qt::LeftButton);
    QVERIFY(lab->predictionLocked());
    for (QRadioButton* button : lab->directionButtons())
        QVERIFY(!button->isEnabled()); // locked

    lab->logitsField()->setText(QStringLiteral("0, 8, 4"));
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    QVERIFY(!lab->predictionLocked());
    QVERIFY(lab->comparisonLabel()->isVisible());
    const QString comparison = lab->comparisonLabel()->accessibleName();
    QVERIFY2(comparison.contains(QStringLiteral("You predicted: sharper")), qPrintable(comparison));
    QVERIFY2(comparison.contains(QStringLiteral("What happens: sharper")), qPrintable(comparison));
    QVERIFY2(comparison.contains(QStringLiteral("Your prediction matches what happens.")),
             qPrintable(comparison));

    const lessons::LessonProgress* saved = keeper_->find(lesson_.id);
    QVERIFY(saved && saved->predictions.contains(QStringLiteral("lab")));
    QCOMPARE(saved->predictions.value(QStringLiteral("lab")).correct, true);
    QCOMPARE(saved->predictions.value(QStringLiteral("lab")).observed, QStringLiteral("sharper"));
}

void TestLessonPage::labResetStartsOver() {
    auto* lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab);
    QTest::mouseClick(lab->directionButtons().at(1), Qt::LeftButton); // flatter
    QVERIFY(lab->commitPrediction());
    lab->logitsField()->setText(QStringLiteral("0, 8, 4"));
    QVERIFY(lab->run());
    QVERIFY(lab->comparisonLabel()->accessibleName().contains(
        QStringLiteral("What happens differs from your prediction.")));
    lab->reset(); // what the button does once the student says so (resetAsksBeforeClearingRuns)
    QCOMPARE(lab->runs().size(), 0);
    QCOMPARE(lab->historyTable()->rowCount(), 0);
    QVERIFY(!lab->predictionLocked());
    QVERIFY(lab->commitButton()->isEnabled());
    QCOMPARE(lab->logitsField()->text(), QStringLiteral("0, 4, 2"));
}

void TestLessonPage::singleChoiceWrongThenRight() {
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    QVERIFY(q);
    QTest::mouseClick(q->checkButton(), Qt::LeftButton); // nothing chosen: not graded
    QVERIFY(!q->isAnswered());

    choose(q, {QStringLiteral("a")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(q->isAnswered());
    QVERIFY(!q->isCorrect());
    QVERIFY2(q->feedbackText().contains(QStringLiteral("Not alpha")),
             qPrintable(q->feedbackText()));
    QVERIFY(q->retryButton()->isVisible());
    QVERIFY(!q->optionButtons().first()->isEnabled());
    QCOMPARE(keeper_->find(lesson_.id)->answers.value(QStringLiteral("single")).correct, false);

    QTest::mouseClick(q->retryButton(), Qt::LeftButton);
    QVERIFY(q->checkButton()->isVisible());
    choose(q, {QStringLiteral("b")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(q->isCorrect());
    const lessons::AnswerRecord record =
        keeper_->find(lesson_.id)->answers.value(QStringLiteral("single"));
    QCOMPARE(record.correct, true);
    QCOMPARE(record.attempts, 2);
    QCOMPARE(record.choices, QStringList{QStringLiteral("b")});
}

void TestLessonPage::revealShowsChartAfterAnswer() {
    auto* hidden = findBlock<attn::charts::GradientChart>(page_.get());
    QVERIFY(hidden);
    QVERIFY(!hidden->isVisible());
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    choose(q, {QStringLiteral("a")}); // a wrong answer also reveals: predict, then see
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(hidden->isVisible());
}

void TestLessonPage::multiSelectRightAndWrong_data() {
    QTest::addColumn<QStringList>("chosen");
    QTest::addColumn<bool>("correct");
    QTest::addRow("both right ones") << QStringList{"a", "c"} << true;
    QTest::addRow("one missing") << QStringList{"a"} << false;
    QTest::addRow("one too many") << QStringList{"a", "b", "c"} << false;
}

void TestLessonPage::multiSelectRightAndWrong() {
    QFETCH(QStringList, chosen);
    QFETCH(bool, correct);
    QuestionBlock* q = question(page_.get(), QStringLiteral("multi"));
    QVERIFY(q);
    QVERIFY(qobject_cast<QCheckBox*>(q->optionButtons().first()));
    choose(q, chosen);
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(q->isAnswered());
    QCOMPARE(q->isCorrect(), correct);
    QCOMPARE(q->verdictLabel()->text().contains(QStringLiteral("Correct")), correct);
}

// Issue 22 (lesson 4's quick check): a first miss graded every box, which gave the whole answer
// away. It now says how many boxes are set wrong; a second miss (or Show answer) gives every
// box's verdict, in the order the student saw the options.
void TestLessonPage::multiSelectVerdictsWaitForTheSecondMiss() {
    QuestionBlock* q = question(page_.get(), QStringLiteral("multi"));
    QVERIFY(q);
    choose(q, {QStringLiteral("a"), QStringLiteral("b")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(!q->isCorrect());
    QCOMPARE(q->feedbackText(),
             QStringLiteral("Boxes set wrong: 2 (ticked but not right, or right but not ticked)."));
    QVERIFY(!q->isExplanationShown());
    QTest::mouseClick(q->retryButton(), Qt::LeftButton);
    choose(q, {QStringLiteral("a")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(!q->isCorrect());
    QVERIFY(q->isExplanationShown());
    const QString why = q->findChildren<MarkdownLabel*>().last()->accessibleName();
    int last = -1;
    for (QAbstractButton* button : q->optionButtons()) {
        const int at = int(why.indexOf(button->accessibleName()));
        QVERIFY2(at > last, qPrintable(button->accessibleName() + " out of order in " + why));
        last = at;
    }
    QVERIFY2(why.contains(QStringLiteral("Not ticked, but right")), qPrintable(why));
}

void TestLessonPage::numericExpectedFromLiveParameters() {
    QuestionBlock* q = question(page_.get(), QStringLiteral("numeric"));
    auto* slider = findBlock<SliderControl>(page_.get());
    QVERIFY(q && slider);
    QTest::keyClicks(q->numericField(), QStringLiteral("four"));
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(!q->isAnswered()); // not a number: not graded, says what to do
    QVERIFY(q->checkButton()->isVisible());
    QVERIFY(!q->feedbackText().isEmpty());

    q->numericField()->clear();
    QTest::keyClicks(q->numericField(), QStringLiteral("3"));
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(q->isAnswered());
    QVERIFY(!q->isCorrect()); // sqrt(4) = 2

    QTest::mouseClick(q->retryButton(), Qt::LeftButton);
    QCOMPARE(q->numericField()->text(), QStringLiteral("3")); // kept, selected
    slider->setValue(16); // the key follows the live value: sqrt(16) = 4
    q->numericField()->selectAll();
    QTest::keyClicks(q->numericField(), QStringLiteral("4"));
    QTest::keyClick(q->numericField(), Qt::Key_Return);
    QVERIFY(q->isCorrect());
    QCOMPARE(keeper_->find(lesson_.id)->answers.value(QStringLiteral("numeric")).typed,
             QStringLiteral("4"));
}

void TestLessonPage::quickCheckSummary() {
    auto* group = findBlock<QuickCheckBlock>(page_.get());
    QVERIFY(group);
    QCOMPARE(group->summary(), QStringLiteral("0 of 2 questions answered, 0 correct"));
    QuestionBlock* multi = question(page_.get(), QStringLiteral("multi"));
    choose(multi, {QStringLiteral("a"), QStringLiteral("c")});
    QTest::mouseClick(multi->checkButton(), Qt::LeftButton);
    QCOMPARE(group->summary(), QStringLiteral("1 of 2 questions answered, 1 correct"));
    QuestionBlock* numeric = question(page_.get(), QStringLiteral("numeric"));
    QTest::keyClicks(numeric->numericField(), QStringLiteral("7"));
    QTest::mouseClick(numeric->checkButton(), Qt::LeftButton);
    QCOMPARE(group->summary(), QStringLiteral("2 of 2 questions answered, 1 correct"));
    QCOMPARE(page_->answeredCount(), 2);
    QCOMPARE(page_->questionCount(), 3);
    // Issue 19, item 4: Retry opens the question again; the summary said "2 of 2" over it.
    QVERIFY(numeric->retryButton()->isVisible());
    QTest::mouseClick(numeric->retryButton(), Qt::LeftButton);
    QCOMPARE(group->summary(), QStringLiteral("1 of 2 questions answered, 1 correct"));
    numeric->numericField()->selectAll();
    QTest::keyClicks(numeric->numericField(), QStringLiteral("8"));
    QTest::mouseClick(numeric->checkButton(), Qt::LeftButton);
    QCOMPARE(group->summary().left(21), QStringLiteral("2 of 2 questions answ"));
}

void TestLessonPage::explainKeepsTextAndShowsModel() {
    auto* explain = findBlock<ExplainBlock>(page_.get());
    QVERIFY(explain);
    QVERIFY(!explain->modelShown());
    explain->editor()->setFocus();
    QTest::keyClicks(explain->editor(),
                     QStringLiteral("Scores grow with width, so softmax saturates early."));
    QTest::mouseClick(explain->submitButton(), Qt::LeftButton);
    QVERIFY(explain->modelShown());
    QCOMPARE(explain->rubricBoxes().size(), 2);
    QTest::mouseClick(explain->rubricBoxes().at(1), Qt::LeftButton);
    const lessons::ExplainRecord record =
        keeper_->find(lesson_.id)->explains.value(QStringLiteral("explain"));
    QCOMPARE(record.text, QStringLiteral("Scores grow with width, so softmax saturates early."));
    QCOMPARE(record.ticked, QList<int>{1});
    QVERIFY(record.modelShown);
}

// Student pass sp15 item 7: the eighth word enabled Compare and hid the note under it; the block
// shrank, and with the page at its end the Compare button moved. It keeps its place and the block
// its height until the model answer shows.
void TestLessonPage::explainKeepsItsHeightAsTheNoteGoes() {
    auto* explain = findBlock<ExplainBlock>(page_.get());
    QVERIFY(explain);
    page_->settleLayout();
    const int height = explain->height();
    const QPoint button = explain->submitButton()->pos();
    QVERIFY(!explain->submitButton()->isEnabled());
    QTest::keyClicks(explain->editor(), QStringLiteral("one two three four five six seven eight"));
    QVERIFY(explain->submitButton()->isEnabled());
    page_->settleLayout();
    QCOMPARE(explain->submitButton()->pos(), button);
    QCOMPARE(explain->height(), height);
}

void TestLessonPage::walkthroughSteps() {
    auto* walk = findBlock<WalkthroughBlock>(page_.get());
    QVERIFY(walk);
    QCOMPARE(walk->stepLabel()->text(), QStringLiteral("Step 1 of 2: One"));
    QVERIFY(!walk->previousButton()->isEnabled());
    // Driven from the keyboard: a button that disables itself leaves the focus on its sibling, not
    // on the next block down the page (sp24: Space then toggled a switch out of sight).
    page_->activateWindow();
    walk->nextButton()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(walk->nextButton(), Qt::Key_Space);
    QCOMPARE(walk->stepLabel()->text(), QStringLiteral("Step 2 of 2: Two"));
    QVERIFY(!walk->nextButton()->isEnabled());
    QCOMPARE(QApplication::focusWidget(), walk->previousButton());
    QTest::keyClick(walk->previousButton(), Qt::Key_Space);
    QCOMPARE(walk->currentStep(), 0);
    QCOMPARE(QApplication::focusWidget(), walk->nextButton());
}

void TestLessonPage::answersSurviveAReopen() {
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    choose(q, {QStringLiteral("b")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    auto* explain = findBlock<ExplainBlock>(page_.get());
    QTest::keyClicks(explain->editor(), QStringLiteral("kept"));
    QVERIFY(keeper_->flush());

    // A fresh store reads exactly what the page saved into the database.
    const QString json = dir_->filePath(QStringLiteral("progress.json"));
    lessons::ProgressStore store(json);
    QVERIFY(lessons::loadRecord(json, true, &store).ok);
    QVERIFY(store.find(lesson_.id));
    QCOMPARE(store.find(lesson_.id)->answers.value(QStringLiteral("single")).correct, true);
    QCOMPARE(store.find(lesson_.id)->explains.value(QStringLiteral("explain")).text,
             QStringLiteral("kept"));

    // A new page over the same record shows the answer graded and the text back.
    openPage();
    QuestionBlock* again = question(page_.get(), QStringLiteral("single"));
    QVERIFY(again->isAnswered());
    QVERIFY(again->isCorrect());
    QCOMPARE(findBlock<ExplainBlock>(page_.get())->editor()->toPlainText(), QStringLiteral("kept"));
}

// The "Why:" explanation states the answer: after a first wrong try only the option's feedback
// shows; the explanation follows a right answer or a second wrong one.
void TestLessonPage::explanationWaitsForRightAnswerOrSecondTry() {
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    choose(q, {QStringLiteral("a")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(!q->isCorrect());
    QVERIFY(q->feedbackText().contains(QStringLiteral("Not alpha")));
    QVERIFY(!q->isExplanationShown());
    QVERIFY(q->showAnswerButton()->isVisible());

    QTest::mouseClick(q->retryButton(), Qt::LeftButton);
    QVERIFY(!q->showAnswerButton()->isVisible());
    choose(q, {QStringLiteral("a")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(q->isExplanationShown()); // the second wrong try
    QVERIFY(!q->showAnswerButton()->isVisible());
    auto* why = q->findChildren<MarkdownLabel*>().last();
    QVERIFY2(why->accessibleName().contains(QStringLiteral("Beta is right")),
             qPrintable(why->accessibleName()));

    QuestionBlock* multi = question(page_.get(), QStringLiteral("multi"));
    choose(multi, {QStringLiteral("a"), QStringLiteral("c")});
    QTest::mouseClick(multi->checkButton(), Qt::LeftButton);
    QVERIFY(multi->isCorrect());
    QVERIFY(!multi->showAnswerButton()->isVisible()); // right at once: nothing to ask for
}

// sp24: Retry on a "tick every one" cleared every box, so the ones that were right had to be
// found again before the last try. The ticks stay; a single choice starts afresh.
void TestLessonPage::retryKeepsTheTicksOfAMultipleChoice() {
    QuestionBlock* multi = question(page_.get(), QStringLiteral("multi"));
    choose(multi, {QStringLiteral("a")});
    QTest::mouseClick(multi->checkButton(), Qt::LeftButton);
    QVERIFY(!multi->isCorrect());
    QTest::mouseClick(multi->retryButton(), Qt::LeftButton);
    QStringList ticked;
    for (QAbstractButton* button : multi->optionButtons()) {
        QVERIFY(button->isEnabled());
        if (button->isChecked())
            ticked.append(button->property("optionId").toString());
    }
    QCOMPARE(ticked, QStringList{QStringLiteral("a")});
    choose(multi, {QStringLiteral("c")});
    QTest::mouseClick(multi->checkButton(), Qt::LeftButton);
    QVERIFY(multi->isCorrect());

    QuestionBlock* single = question(page_.get(), QStringLiteral("single"));
    choose(single, {QStringLiteral("a")});
    QTest::mouseClick(single->checkButton(), Qt::LeftButton);
    QTest::mouseClick(single->retryButton(), Qt::LeftButton);
    for (QAbstractButton* button : single->optionButtons())
        QVERIFY(!button->isChecked());
}

void TestLessonPage::showAnswerCountsAsMissed() {
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    choose(q, {QStringLiteral("a")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(q->retryButton()->isVisible());
    QTest::mouseClick(q->showAnswerButton(), Qt::LeftButton);
    QVERIFY(q->isExplanationShown());
    QVERIFY(q->isAnswerShown());
    auto* why = q->findChildren<MarkdownLabel*>().last();
    QVERIFY2(why->accessibleName().contains(QStringLiteral("Answer: Beta")),
             qPrintable(why->accessibleName()));
    // Student pass: with the answer on screen Retry stayed, and a copied answer scored as right.
    QVERIFY(!q->retryButton()->isVisible());
    QVERIFY(!q->checkButton()->isEnabled()); // done: Check stays, disabled
    q->retry();
    QVERIFY(!q->optionButtons().first()->isEnabled());
    const lessons::AnswerRecord record =
        keeper_->find(lesson_.id)->answers.value(QStringLiteral("single"));
    QCOMPARE(record.correct, false);
    QCOMPARE(record.attempts, 2); // the answer counts the request as a try...
    // ...but the history holds only answers given: a report counted the request as an attempt.
    QCOMPARE(lessons::attemptsOf(*keeper_->find(lesson_.id), QStringLiteral("single")).size(), 1);
    // After a restart the answer stays shown, with no Retry, and the question still counts as
    // missed.
    QVERIFY(keeper_->flush());
    keeper_ = std::make_unique<ProgressKeeper>(dir_->filePath(QStringLiteral("progress.json")));
    QVERIFY(keeper_->load().ok);
    openPage();
    QuestionBlock* again = question(page_.get(), QStringLiteral("single"));
    QVERIFY(again->isAnswered() && !again->isCorrect());
    QVERIFY(again->isExplanationShown());
    QVERIFY(!again->retryButton()->isVisibleTo(page_.get()));
    QVERIFY(!again->showAnswerButton()->isVisibleTo(page_.get()));
}

// Student pass: after two misses the answer ("Answer: −7.07107") was on screen beside a Retry,
// and the answer typed from it scored as right; a right answer offered Retry too. Now neither
// offers another try, a numeric answer is shown to the question's decimals, and moving the
// slider does not reopen a question whose answer is shown.
void TestLessonPage::noRetryOnceRightOrShown() {
    QuestionBlock* single = question(page_.get(), QStringLiteral("single"));
    choose(single, {QStringLiteral("b")});
    QTest::mouseClick(single->checkButton(), Qt::LeftButton);
    QVERIFY(single->isCorrect());
    QVERIFY(!single->retryButton()->isVisible());
    QVERIFY(!single->showAnswerButton()->isVisible());

    QuestionBlock* q = question(page_.get(), QStringLiteral("numeric"));
    auto* slider = findBlock<SliderControl>(page_.get());
    QVERIFY(q && slider);
    for (const char* typed : {"3", "5"}) {
        QVERIFY(q->checkButton()->isVisible());
        q->numericField()->setText(QString::fromLatin1(typed));
        QTest::mouseClick(q->checkButton(), Qt::LeftButton);
        QVERIFY(!q->isCorrect());
        if (q->retryButton()->isVisible())
            QTest::mouseClick(q->retryButton(), Qt::LeftButton);
    }
    QVERIFY(q->isAnswerShown());
    QVERIFY(!q->retryButton()->isVisible());
    const QString why = q->findChildren<MarkdownLabel*>().last()->accessibleName();
    QVERIFY2(why.contains(QStringLiteral("Answer: 2")), qPrintable(why));
    slider->setValue(16);
    QVERIFY(!q->checkButton()->isEnabled()); // done: Check stays, disabled
    QVERIFY(!q->numericField()->isEnabled() || q->numericField()->isReadOnly());
    q->retry();
    q->check();
    QVERIFY(!q->isCorrect());
    QCOMPARE(lessons::attemptsOf(*keeper_->find(lesson_.id), QStringLiteral("numeric")).size(), 2);
}

// Options are shown in the order lessons/optionorder.h gives this learner, the same after a
// restart; the record keeps option ids.
void TestLessonPage::optionsInTheLearnersOrderAfterAReopen() {
    auto shownIds = [](QuestionBlock* q) {
        QStringList ids;
        for (QAbstractButton* button : q->optionButtons())
            ids.append(button->property("optionId").toString());
        return ids;
    };
    const QString learner = keeper_->learnerId();
    QVERIFY(!learner.isEmpty());
    const lessons::Block* block = lesson_.findById(QStringLiteral("multi"));
    QVERIFY(block);
    QStringList expected;
    for (int i : lessons::questionOptionOrder(learner, lessons::QuestionSpec::from(*block)))
        expected.append(block->args(QStringLiteral("option")).at(i));
    QuestionBlock* q = question(page_.get(), QStringLiteral("multi"));
    QCOMPARE(shownIds(q), expected);
    choose(q, {QStringLiteral("c")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(keeper_->flush());

    keeper_ = std::make_unique<ProgressKeeper>(dir_->filePath(QStringLiteral("progress.json")));
    QVERIFY(keeper_->load().ok);
    QCOMPARE(keeper_->learnerId(), learner);
    QCOMPARE(keeper_->find(lesson_.id)->answers.value(QStringLiteral("multi")).choices,
             QStringList{QStringLiteral("c")});
    openPage();
    QuestionBlock* again = question(page_.get(), QStringLiteral("multi"));
    QCOMPARE(shownIds(again), expected);
    for (QAbstractButton* button : again->optionButtons())
        QCOMPARE(button->isChecked(), button->property("optionId").toString() == "c");
}

// D2: scrolling the page with the wheel changed a control that passed under the pointer (d_k 16
// became 1), also one that still had the focus from an earlier drag. On a lesson page the wheel
// always scrolls the page; the keys still change the control.
void TestLessonPage::wheelOverAControlFocusedOrNotScrollsPage() {
    page_->ensureBuilt();
    page_->resize(1000, 300); // short, so the page has room to scroll
    page_->settleLayout();
    auto* slider = findBlock<SliderControl>(page_.get());
    QVERIFY(slider);
    QVERIFY(page_->verticalScrollBar()->maximum() > 0);
    const QList<QWidget*> controls = {slider->slider(), slider->spinBox()};
    for (QWidget* control : controls) {
        for (const bool focused : {false, true}) {
            const QByteArray what =
                QByteArray(control->metaObject()->className()) + (focused ? " focused" : "");
            QCOMPARE(control->focusPolicy(), Qt::StrongFocus); // a wheel turn does not focus it
            page_->verticalScrollBar()->setValue(0);
            if (focused)
                control->setFocus();
            else
                control->clearFocus(); // the page focuses its first control when shown
            QCOMPARE(control->hasFocus(), focused);
            const double before = slider->value();
            const QPoint at = control->rect().center();
            QWheelEvent down(at, control->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                             Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(control, &down);
            QVERIFY2(page_->verticalScrollBar()->value() > 0, what.constData());
            QVERIFY2(slider->value() == before, what.constData());
            QWheelEvent up(at, control->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton,
                           Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(control, &up);
            QVERIFY2(page_->verticalScrollBar()->value() == 0, what.constData());
            QVERIFY2(slider->value() == before, what.constData());
        }
        // The keys still change it.
        control->setFocus();
        const double before = slider->value();
        QTest::keyClick(control, Qt::Key_Up);
        QVERIFY2(slider->value() != before, control->metaObject()->className());
        control->clearFocus();
        slider->setValue(before);
    }
}

void TestLessonPage::numericVerdictOutdatedBySliders() {
    QuestionBlock* q = question(page_.get(), QStringLiteral("numeric"));
    auto* slider = findBlock<SliderControl>(page_.get());
    QVERIFY(q && slider);
    slider->setValue(4);
    QTest::keyClicks(q->numericField(), QStringLiteral("2"));
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(q->isCorrect());
    QVERIFY(!q->isOutdated());
    QCOMPARE(q->checkedAtLabel()->accessibleName(),
             QStringLiteral("Checked with head dimension d sub k at 4."));
    QVERIFY(q->checkedAtLabel()->isVisible());
    // The label's math is typeset (issue 19: a Markdown QLabel showed the placeholder's hex).
    QVERIFY(q->checkedAtLabel()->mathView() && q->checkedAtLabel()->mathView()->isVisible());
    QVERIFY(!q->checkedAtLabel()->mathView()->document()->toPlainText().contains(QChar(0xe000)));

    // sqrt(16) = 4: the old "Correct" no longer holds for what the sliders show.
    slider->setValue(16);
    QVERIFY(q->isOutdated());
    QVERIFY(q->verdictLabel()->text().contains(QStringLiteral("Check again")));
    QVERIFY(!q->verdictLabel()->text().contains(QStringLiteral("Correct")));
    QVERIFY(q->checkButton()->isVisible());
    QCOMPARE(q->numericField()->text(), QStringLiteral("2")); // kept for the new check

    slider->setValue(4); // back where it was checked: the verdict holds again
    QVERIFY(!q->isOutdated());
    QCOMPARE(q->verdictLabel()->text(), QStringLiteral("✔ Correct"));

    slider->setValue(16);
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(!q->isOutdated());
    QVERIFY(!q->isCorrect());
    QCOMPARE(q->checkedAtLabel()->accessibleName(),
             QStringLiteral("Checked with head dimension d sub k at 16."));
}

void TestLessonPage::explainNeedsAnAttemptFirst() {
    auto* explain = findBlock<ExplainBlock>(page_.get());
    QVERIFY(explain);
    QVERIFY(!explain->submitButton()->isEnabled());
    QVERIFY(explain->attemptNote()->isVisible());
    QVERIFY(!explain->submitButton()->toolTip().isEmpty());
    QTest::mouseClick(explain->submitButton(), Qt::LeftButton);
    QVERIFY(!explain->modelShown());

    explain->editor()->setFocus();
    QTest::keyClicks(explain->editor(), QStringLiteral("   ")); // blanks are no attempt
    QVERIFY(!explain->submitButton()->isEnabled());
    QTest::keyClicks(explain->editor(), QStringLiteral("ok")); // no real attempt either
    QVERIFY(!explain->submitButton()->isEnabled());
    QTest::mouseClick(explain->submitButton(), Qt::LeftButton);
    QVERIFY(!explain->modelShown());
    QTest::keyClicks(explain->editor(), QStringLiteral(", scores grow with width so softmax "
                                                       "saturates."));
    QVERIFY(explain->submitButton()->isEnabled());
    QVERIFY(!explain->attemptNote()->isVisible());
    QTest::mouseClick(explain->submitButton(), Qt::LeftButton);
    QVERIFY(explain->modelShown());
}

void TestLessonPage::labErrorClearsOnceFixed() {
    auto* lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab);
    const QString usualDescription = lab->logitsField()->accessibleDescription();
    lab->logitsField()->selectAll();
    QTest::keyClick(lab->logitsField(), Qt::Key_Delete);
    QTest::keyClicks(lab->logitsField(), QStringLiteral("4,,2"));
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    QVERIFY(lab->logitsError()->isVisible());

    QTest::keyClick(lab->logitsField(), Qt::Key_Left);
    QTest::keyClick(lab->logitsField(), Qt::Key_Left);
    QTest::keyClicks(lab->logitsField(), QStringLiteral("1")); // "4,1,2"
    QCOMPARE(lab->logitsField()->text(), QStringLiteral("4,1,2"));
    QVERIFY(!lab->logitsError()->isVisible()); // no Run needed
    QCOMPARE(lab->logitsField()->property("invalid").toBool(), false);
    QCOMPARE(lab->logitsField()->accessibleDescription(), usualDescription);
    QCOMPARE(lab->runs().size(), 0);

    QTest::keyClicks(lab->logitsField(), QStringLiteral("x")); // unmarked: only Run checks
    QVERIFY(!lab->logitsError()->isVisible());
}

void TestLessonPage::minutesInTheHeader_data() {
    QTest::addColumn<int>("minutes");
    QTest::addColumn<QString>("expected");
    QTest::addRow("one") << 1 << QStringLiteral("About 1 minute · ");
    QTest::addRow("several") << 5 << QStringLiteral("About 5 minutes · ");
}

void TestLessonPage::minutesInTheHeader() {
    QFETCH(int, minutes);
    QFETCH(QString, expected);
    lesson_.minutes = minutes;
    openPage();
    auto* meta = page_->findChild<QLabel*>(QStringLiteral("lessonMeta"));
    QVERIFY(meta);
    QVERIFY2(meta->text().startsWith(expected), qPrintable(meta->text()));
}

void TestLessonPage::checkedValuesAndStepsSurviveAReopen() {
    QuestionBlock* q = question(page_.get(), QStringLiteral("numeric"));
    auto* slider = findBlock<SliderControl>(page_.get());
    slider->setValue(16);
    QTest::keyClicks(q->numericField(), QStringLiteral("4"));
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(q->isCorrect());
    auto* walk = findBlock<WalkthroughBlock>(page_.get());
    QTest::mouseClick(walk->nextButton(), Qt::LeftButton);
    QVERIFY(keeper_->flush());

    // The new page comes back at d_k = 16, where the answer was checked: still correct (it
    // used to start at the default 4 and call the answer outdated). Moved away, it is outdated.
    openPage();
    QuestionBlock* again = question(page_.get(), QStringLiteral("numeric"));
    QCOMPARE(page_->parameters()->number(QStringLiteral("dk")), 16.0);
    QCOMPARE(findBlock<SliderControl>(page_.get())->spinBox()->value(), 16.0);
    QVERIFY(again->isAnswered());
    QVERIFY(again->isCorrect());
    QVERIFY(!again->isOutdated());
    findBlock<SliderControl>(page_.get())->setValue(4);
    QVERIFY(again->isOutdated());
    QCOMPARE(again->checkedAtLabel()->accessibleName(),
             QStringLiteral("Checked with head dimension d sub k at 16."));
    findBlock<SliderControl>(page_.get())->setValue(16);
    QVERIFY(!again->isOutdated());
    QCOMPARE(findBlock<WalkthroughBlock>(page_.get())->currentStep(), 1);
}

void TestLessonPage::spinBoxStepsFromStopToStop() {
    auto* slider = findBlock<SliderControl>(page_.get()); // values: 1, 4, 16, 64
    QVERIFY(slider);
    slider->setValue(4);
    slider->spinBox()->setFocus();
    QTest::keyClick(slider->spinBox(), Qt::Key_Up);
    QCOMPARE(slider->value(), 16.0);
    QTest::keyClick(slider->spinBox(), Qt::Key_Down);
    QTest::keyClick(slider->spinBox(), Qt::Key_Down);
    QCOMPARE(slider->value(), 1.0);
    QTest::keyClick(slider->spinBox(), Qt::Key_Down); // stays at the first stop
    QCOMPARE(slider->value(), 1.0);
}

void TestLessonPage::controlsWaitForTheirPrediction() {
    const QByteArray text = R"(---
id: locked
title: Locked
summary: A prediction gates its experiment.
minutes: 1
order: 1
---

```question
id: guess
kind: single
style: predict
prompt: Sharper or flatter?
option sharper: Sharper
option flatter: Flatter
answer: flatter
reveal: weights
```

```slider
param: dk
label: Divisor width
values: 1, 4, 16
default: 4
```

```toggle
param: on
label: Divide
default: true
```

```chart
id: weights
kind: softmax
scores: 0, 4, 2
dk: @dk
scale: @on
```

```slider
param: later
label: A later slider
values: 1, 2
default: 1
```

```readout
text: {later}
```
)";
    const auto parsed = lessons::parseLesson(text, QStringLiteral("locked.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->ensureBuilt();
    auto* before = findBlock<SliderControl>(page_.get(), QStringLiteral("Divisor"));
    auto* toggle = findBlock<ToggleControl>(page_.get());
    auto* after = findBlock<SliderControl>(page_.get(), QStringLiteral("later"));
    QVERIFY(before && toggle && after);
    QVERIFY(!before->isEnabled() && !toggle->isEnabled());
    QVERIFY(!before->toolTip().isEmpty());
    QVERIFY(after->isEnabled()); // past the revealed chart: not part of the experiment

    QuestionBlock* q = question(page_.get(), QStringLiteral("guess"));
    choose(q, {QStringLiteral("sharper")}); // any committed answer unlocks, right or wrong
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(before->isEnabled() && toggle->isEnabled());
    QVERIFY(before->toolTip().isEmpty());
    // Committed once: no second try with the revealed chart in view (a student pass retried
    // lesson 5's prediction under the paragraph that answers it). Not graded either: compared
    // with what happens at once, with nothing to ask for and no red verdict (sp19).
    QVERIFY(!q->retryButton()->isVisibleTo(page_.get()));
    QVERIFY(!q->showAnswerButton()->isVisibleTo(page_.get()));
    QVERIFY2(q->feedbackText().contains(QStringLiteral("You predicted:")),
             qPrintable(q->feedbackText()));
    QVERIFY(!q->verdictLabel()->text().contains(QStringLiteral("Not quite")));
    QVERIFY(!q->verdictLabel()->text().contains(QStringLiteral("✘")));
    QCOMPARE(q->verdictLabel()->palette().color(QPalette::WindowText),
             q->palette().color(QPalette::WindowText));

    openPage(); // a saved answer opens the page unlocked
    page_->ensureBuilt();
    QVERIFY(findBlock<SliderControl>(page_.get(), QStringLiteral("Divisor"))->isEnabled());
}

// The page builds in batches and puts its gates in once the last block is there. Until then the
// readout under a revealed chart was on screen (lesson 4's Track 3 range, 7.88 to 8.12, and
// Track 8's "softmax at a fixed temperature of sqrt(d_k)" in --screenshot pictures, which were
// taken as soon as the charts had drawn): a follower is hidden from the moment it is built, and
// the page counts as settled only once it is complete.
void TestLessonPage::followersWaitBeforeThePageIsComplete() {
    QByteArray text = R"(---
id: batches
title: Batches
summary: A revealed chart at the top of a long page.
minutes: 1
order: 1
---

```question
id: guess
kind: single
style: predict
prompt: Sharper or flatter?
option sharper: Sharper
option flatter: Flatter
answer: sharper
reveal: demo
```

```chart
id: demo
kind: temperature
scores: 0, 4, 2
temperature: 1
```

```readout
text: The answer: sharper.
```
)";
    for (int i = 0; i < 60; ++i)
        text += "\n## Section " + QByteArray::number(i) +
                "\n\n```formula\ntex: x = " + QByteArray::number(i) + "\n```\n";
    const auto parsed = lessons::parseLesson(text, QStringLiteral("batches.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    QCOMPARE(lesson_.blocks.at(2).type, QStringLiteral("readout"));
    page_.reset();
    // As the main window builds it; not shown, so no event loop turn has built the next batch.
    page_ = std::make_unique<LessonPage>(
        lesson_, keeper_.get(), [](const QString&) { return QString(); },
        QHash<QString, QVariant>(), nullptr, LessonPage::Build::FirstScreenFirst);
    QVERIFY(!page_->isComplete());
    QVERIFY(!page_->isSettled());
    QWidget* readout = page_->blockWidget(2); // built with the first screen
    QVERIFY(readout);
    QVERIFY(!readout->isVisibleTo(page_->widget()));
    page_->ensureBuilt();
    QVERIFY(page_->isSettled());
    QVERIFY(!readout->isVisibleTo(page_->widget()));
    page_->resize(1000, 800);
    page_->show();
    QVERIFY(QTest::qWaitForWindowExposed(page_.get()));
    QuestionBlock* q = question(page_.get(), QStringLiteral("guess"));
    choose(q, {QStringLiteral("sharper")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(readout->isVisibleTo(page_->widget()));
}

// Issue 27: the Monte Carlo draws of a page the window builds start once its first frame is
// painted; they took the second core and their checkpoints' memory from the start. A page built
// hidden starts them after a while (1 s) all the same.
void TestLessonPage::benchesWaitForTheFirstPaint() {
    const QByteArray text = R"(---
id: drawn
title: Drawn
summary: A histogram of random pairs at the top of the page.
minutes: 1
order: 1
---

```chart
id: spread
kind: histogram
title: Dot products
dk: 16
samples: 200
seed: 2
bins: 20
range: -20, 20
```
)";
    const auto parsed = lessons::parseLesson(text, QStringLiteral("drawn.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    lesson_ = *parsed.lesson;
    for (const bool shown : {false, true}) {
        page_.reset();
        page_ = std::make_unique<LessonPage>(
            lesson_, keeper_.get(), [](const QString&) { return QString(); },
            QHash<QString, QVariant>(), nullptr, LessonPage::Build::FirstScreenFirst);
        const QList<attn::charts::HistogramChart*> charts =
            page_->findChildren<attn::charts::HistogramChart*>();
        QCOMPARE(charts.size(), 1);
        // 200 pairs at d_k = 16 are drawn in well under a millisecond once started.
        QTest::qWait(100);
        QCOMPARE(charts.first()->shownDk(), 0);
        if (shown) {
            page_->resize(1000, 800);
            page_->show();
            QVERIFY(QTest::qWaitForWindowExposed(page_.get()));
        }
        QTRY_COMPARE_WITH_TIMEOUT(charts.first()->shownDk(), 16, 10000);
    }
}

// The mixing lesson's readout under its revealed table printed the output the prediction asks
// for, right below the "answer first" placeholder; prose after a revealed chart explained it.
// Everything up to the next heading waits with the revealed block.
void TestLessonPage::restOfTheSectionWaitsWithTheRevealedBlock() {
    const QByteArray text = R"(---
id: gated
title: Gated
summary: A readout reads the revealed table.
minutes: 1
order: 1
---

```question
id: guess
kind: single
style: predict
prompt: Where does the output land?
option low: Low
option high: High
answer: low
reveal: weights
```

```table
id: weights
kind: softmax
scores: 2, 1, 0
```

```readout
text: Output = {2 + 3}
```

The first key takes most of the weight.

## Next part

```readout
text: Later = {7}
```
)";
    const auto parsed = lessons::parseLesson(text, QStringLiteral("gated.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->ensureBuilt();
    const QList<ReadoutBlock*> readouts = page_->findChildren<ReadoutBlock*>();
    QCOMPARE(readouts.size(), 2);
    ReadoutBlock* under = readouts.first()->text().contains(QStringLiteral("Output"))
                              ? readouts.first()
                              : readouts.last();
    ReadoutBlock* later = under == readouts.first() ? readouts.last() : readouts.first();
    QVERIFY(!under->isVisibleTo(page_.get()));
    QVERIFY(later->isVisibleTo(page_.get())); // the next section
    ProseBlock* explanation = nullptr;
    ProseBlock* heading = nullptr;
    for (ProseBlock* prose : page_->findChildren<ProseBlock*>())
        (prose->toPlainText().contains(QStringLiteral("Next part")) ? heading : explanation) =
            prose;
    QVERIFY(explanation && heading);
    QVERIFY(!explanation->isVisibleTo(page_.get()));
    QVERIFY(heading->isVisibleTo(page_.get()));

    QuestionBlock* q = question(page_.get(), QStringLiteral("guess"));
    choose(q, {QStringLiteral("high")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(under->isVisibleTo(page_.get()));
    QVERIFY(explanation->isVisibleTo(page_.get()));
    QCOMPARE(under->text(), QStringLiteral("Output = 5")); // {formula}: exact, fewest digits

    openPage(); // answered before: open from the start
    page_->ensureBuilt();
    for (ReadoutBlock* readout : page_->findChildren<ReadoutBlock*>())
        QVERIFY(readout->isVisibleTo(page_.get()));
}

// Lesson 1's temperature slider sits below the chart its prediction reveals, so it was not between
// the two and worked (moving its readout) while the chart was still locked.
void TestLessonPage::controlOfTheRevealedChartWaitsToo() {
    const QByteArray text = R"(---
id: locked-below
title: Locked below
summary: The revealed chart's own slider comes after it.
minutes: 1
order: 1
---

```question
id: guess
kind: single
style: predict
prompt: Sharper or flatter?
option sharper: Sharper
option flatter: Flatter
answer: sharper
reveal: demo
```

```chart
id: demo
kind: temperature
scores: 0, 4, 2
temperature: @temp
```

```slider
param: temp
label: Temperature
values: 0.5, 1, 2
default: 1
```

```slider
param: other
label: Unrelated
values: 1, 2
default: 1
```

```readout
text: {temp} {other}
```
)";
    const auto parsed = lessons::parseLesson(text, QStringLiteral("below.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->ensureBuilt();
    auto* temperature = findBlock<SliderControl>(page_.get(), QStringLiteral("Temperature"));
    auto* unrelated = findBlock<SliderControl>(page_.get(), QStringLiteral("Unrelated"));
    QVERIFY(temperature && unrelated);
    QVERIFY(!temperature->isEnabled());
    QVERIFY(!temperature->toolTip().isEmpty());
    QVERIFY(unrelated->isEnabled()); // drives nothing the prediction reveals

    QuestionBlock* q = question(page_.get(), QStringLiteral("guess"));
    choose(q, {QStringLiteral("flatter")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(temperature->isEnabled());
    QVERIFY(temperature->toolTip().isEmpty());
}

// Rows were numbered 1, 2, 3 even where the lesson knows the tokens' names.
void TestLessonPage::tableRowsNameTheirKeys() {
    const QByteArray text = R"(---
id: named
title: Named
summary: A table names its keys.
minutes: 1
order: 1
---

```table
id: named
scores: 0.2, 2.5, 0.4
keys: the, cat, sat
```
)";
    const auto parsed = lessons::parseLesson(text, QStringLiteral("named.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->ensureBuilt();
    auto* block = findBlock<SoftmaxTableBlock>(page_.get());
    QVERIFY(block);
    QTableWidget* table = block->table();
    QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("Key"));
    // No scale: a "Scaled logit" column would repeat the raw one (lesson 4, a student pass).
    QVERIFY(table->isColumnHidden(2));
    // ... and with nothing scaled, "Raw logit" promised a scaled one (lesson 4, Track 1).
    QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("Logit"));
    QCOMPARE(table->rowCount(), 3);
    const QStringList names = {"the", "cat", "sat"};
    for (int row = 0; row < 3; ++row)
        QCOMPARE(table->item(row, 0)->text(), names.at(row));
    QVERIFY(table->accessibleDescription().startsWith(QStringLiteral("key the: ")));
}

// Lesson 4's summary showed "$\\sqrt{d_k}$" as written, and a summary or title with HTML was
// taken as rich text (an <img> would have been loaded).
void TestLessonPage::headerShowsPlainTextAndUnicodeMath() {
    const QByteArray text = "---\nid: h\ntitle: Why $\\sqrt{d_k}$ <b>now</b>\nsummary: Divide by "
                            "$\\sqrt{d_k}$ <img src=\"/dev/zero\">\nminutes: 2\norder: 1\n---\n\n"
                            "Text.\n";
    const auto parsed = lessons::parseLesson(text, QStringLiteral("h.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    QLabel* meta = page_->findChild<QLabel*>(QStringLiteral("lessonMeta"));
    QVERIFY(meta);
    QCOMPARE(meta->textFormat(), Qt::PlainText);
    QVERIFY2(meta->text().endsWith(QStringLiteral("Divide by √dₖ <img src=\"/dev/zero\">")),
             qPrintable(meta->text()));
    bool titleFound = false;
    for (QLabel* label : page_->findChildren<QLabel*>()) {
        if (label->text() == QStringLiteral("Why √dₖ <b>now</b>")) {
            titleFound = true;
            QCOMPARE(label->textFormat(), Qt::PlainText);
        }
    }
    QVERIFY(titleFound);
}

// Enter on a focused Check, "Compare with the model answer" or step button did nothing before.
void TestLessonPage::enterActivatesPushButtons() {
    page_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(page_.get()));
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    QVERIFY(q);
    choose(q, {QStringLiteral("a")});
    q->checkButton()->setFocus();
    QTest::keyClick(q->checkButton(), Qt::Key_Return);
    QVERIFY(q->isAnswered());
    QVERIFY(!q->isCorrect());
    QVERIFY(q->retryButton()->hasFocus()); // the focus stays in the question
    QTest::keyClick(q->retryButton(), Qt::Key_Enter);
    QVERIFY(q->checkButton()->isVisible()); // retried: the options are open again
    QVERIFY(q->optionButtons().first()->isEnabled());
    choose(q, {QStringLiteral("b")});
    q->checkButton()->setFocus();
    QTest::keyClick(q->checkButton(), Qt::Key_Return);
    QVERIFY(q->isCorrect());
    // Right: no Retry, and the focus stays on the verdict rather than going down the chain.
    QVERIFY(!q->retryButton()->isVisible());
    QVERIFY(q->verdictLabel()->hasFocus());

    auto* explain = findBlock<ExplainBlock>(page_.get());
    QTest::keyClicks(explain->editor(),
                     QStringLiteral("Scores grow with width, so softmax saturates early."));
    explain->submitButton()->setFocus();
    QTest::keyClick(explain->submitButton(), Qt::Key_Return);
    QVERIFY(explain->modelShown());

    auto* walk = findBlock<WalkthroughBlock>(page_.get());
    walk->nextButton()->setFocus();
    QTest::keyClick(walk->nextButton(), Qt::Key_Return);
    QCOMPARE(walk->currentStep(), 1);
}

// Before, the first arrow press moved focus to the next option without choosing it.
void TestLessonPage::arrowKeysSelectRadioOptions() {
    page_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(page_.get()));
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    const QList<QAbstractButton*> options = q->optionButtons();
    QCOMPARE(options.size(), 2);
    options.first()->setFocus();
    QVERIFY(!options.first()->isChecked());
    QTest::keyClick(options.first(), Qt::Key_Down);
    QVERIFY(options.at(1)->hasFocus());
    QVERIFY(options.at(1)->isChecked());
    QTest::keyClick(options.at(1), Qt::Key_Down); // the last option: stays
    QVERIFY(options.at(1)->isChecked());
    QTest::keyClick(options.at(1), Qt::Key_Up);
    QVERIFY(options.first()->hasFocus());
    QVERIFY(options.first()->isChecked());
    QVERIFY(!options.at(1)->isChecked());
    QTest::keyClick(options.first(), Qt::Key_Right);
    QVERIFY(options.at(1)->isChecked());
    QTest::keyClick(q->checkButton(), Qt::Key_Space);
    QVERIFY(q->isAnswered());
    // The options are shuffled per learner: the second shown is the right one only when it is b.
    QCOMPARE(q->isCorrect(), options.at(1)->property("optionId").toString() == QLatin1String("b"));

    // Check boxes keep Qt's behaviour: an arrow does not tick anything.
    QuestionBlock* multi = question(page_.get(), QStringLiteral("multi"));
    multi->optionButtons().first()->setFocus();
    QTest::keyClick(multi->optionButtons().first(), Qt::Key_Down);
    for (QAbstractButton* box : multi->optionButtons())
        QVERIFY(!box->isChecked());
}

// The style's dotted focus rectangle was nearly invisible; a ring now follows the focus. The
// window's one ring (FocusRing), here around a page that is a window of its own.
void TestLessonPage::focusRingFollowsFocus() {
    page_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(page_.get()));
    FocusRing ring(page_.get());
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    const QList<QWidget*> targets = {q->optionButtons().first(), q->checkButton(),
                                     findBlock<ExplainBlock>(page_.get())->editor()};
    for (QWidget* target : targets) {
        page_->ensureWidgetVisible(target);
        target->setFocus(Qt::TabFocusReason);
        QVERIFY(target->hasFocus());
        QVERIFY(ring.frame());
        QVERIFY(ring.marks(target));
        // Around the control, not on it: the ring's inside is the control's own rectangle.
        const QRect frame = ring.frame()->geometry();
        QVERIFY(frame.contains(target->geometry()));
        QVERIFY(frame != target->geometry());
    }
    page_->clearFocus();
    page_->setFocus();
    QVERIFY(!ring.frame()->isVisible());
}

// keys17: the ring showed after a click as well, and a page kept a second ring of its own. As
// browsers' :focus-visible: the keys show it, a click does not, and a program's focus follows
// the latest input (Check clicked: no ring on the verdict; Check pressed with Space: a ring).
void TestLessonPage::focusRingShowsForKeysNotForClicks() {
    page_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(page_.get()));
    FocusRing ring(page_.get());
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    QAbstractButton* first = q->optionButtons().first();
    QAbstractButton* second = q->optionButtons().at(1);
    page_->ensureWidgetVisible(second);
    first->setFocus(Qt::TabFocusReason);
    QVERIFY(ring.marks(first));
    QTest::mouseClick(second, Qt::LeftButton);
    QVERIFY(second->hasFocus());
    QVERIFY(!ring.marks(second));
    QVERIFY(!ring.frame()->isVisible());
    // A key on the clicked control shows where the keys go.
    QTest::keyClick(second, Qt::Key_Up);
    QVERIFY(ring.marks(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QVERIFY(ring.marks(QApplication::focusWidget()));

    // Check clicked with the mouse: the verdict takes the focus, unringed.
    choose(q, {QStringLiteral("a")});
    page_->ensureWidgetVisible(q->checkButton());
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(q->isAnswered());
    QWidget* afterClick = QApplication::focusWidget();
    QVERIFY(afterClick);
    QVERIFY2(!ring.frame()->isVisible(), afterClick->metaObject()->className());
}

// keys17: one rule for what Tab stops at, for the page's order and for Tab itself. A Tab round
// over the page visits exactly its reachable stops, in tabStops() order.
void TestLessonPage::tabStopsAreWhatTabReaches() {
    page_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(page_.get()));
    page_->ensureBuilt();
    page_->settleLayout();
    QList<QWidget*> expected;
    for (QWidget* stop : page_->tabStops()) {
        if (PageFocus::isReachable(stop))
            expected.append(stop);
    }
    QVERIFY(expected.size() > 5);
    QWidget hidden;
    hidden.setFocusPolicy(Qt::StrongFocus);
    QVERIFY(PageFocus::isTabStop(&hidden));
    page_->setFocus(Qt::OtherFocusReason);
    QList<QWidget*> visited;
    for (int i = 0; i < 300; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget* now = QApplication::focusWidget();
        if (!now || !page_->widget()->isAncestorOf(now) || visited.contains(now))
            break;
        visited.append(now);
    }
    // In reading order; the only stops Tab passes by are a single-choice question's other
    // options (one stop per group, the arrow keys choose within it).
    qsizetype last = -1;
    for (QWidget* w : std::as_const(visited)) {
        const qsizetype at = expected.indexOf(w);
        QVERIFY2(at > last, qPrintable(w->accessibleName()));
        last = at;
    }
    for (QWidget* w : std::as_const(expected)) {
        auto* radio = qobject_cast<QRadioButton*>(w);
        QVERIFY2(visited.contains(w) || (radio && radio->autoExclusive()),
                 qPrintable(w->accessibleName()));
    }
    for (QWidget* stop : std::as_const(visited))
        QVERIFY(!qobject_cast<QAbstractItemView*>(stop)); // read-only tables are no stop
}

// keys17: the ring around a question's verdict (a line of text as wide as the page, which takes
// the focus after Check) looked like a text field. Text is underlined instead, under the text.
void TestLessonPage::focusOnAVerdictReadsAsText() {
    page_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(page_.get()));
    FocusRing ring(page_.get());
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    choose(q, {QStringLiteral("b")});
    page_->ensureWidgetVisible(q->checkButton());
    q->checkButton()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(q->checkButton(), Qt::Key_Space);
    QVERIFY(q->isCorrect());
    QLabel* verdict = q->verdictLabel();
    QVERIFY(verdict->hasFocus());
    QVERIFY(ring.marks(verdict));
    QVERIFY(FocusRing::isText(verdict));
    // Painted pixels of the frame, which is transparent where it draws nothing.
    QImage image(ring.frame()->size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    ring.frame()->render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
    const auto inked = [&](int y, int fromX, int toX) {
        int count = 0;
        for (int x = fromX; x < toX; ++x)
            count += qAlpha(image.pixel(x, y)) > 128;
        return count;
    };
    const int w = image.width();
    // Nothing above the text or at its sides; a rule under the text, not the whole line.
    QCOMPARE(inked(0, 0, w), 0);
    QCOMPARE(inked(image.height() / 2, 0, 3), 0);
    QCOMPARE(inked(image.height() / 2, w - 3, w), 0);
    const int under = inked(image.height() - 1, 0, w);
    QVERIFY2(under >= verdict->fontMetrics().horizontalAdvance(verdict->text()) / 2,
             qPrintable(QString::number(under)));
    QVERIFY2(under < w / 2, qPrintable(QStringLiteral("%1 of %2").arg(under).arg(w)));
}

// Verdicts were plain black text: now colour, a symbol and words, in light and dark palettes.
void TestLessonPage::verdictHasColourSymbolAndWords() {
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    const QColor plain = q->verdictLabel()->palette().color(QPalette::WindowText);
    choose(q, {QStringLiteral("a")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QCOMPARE(q->verdictLabel()->text(), QStringLiteral("✘ Not quite"));
    const QColor wrong = q->verdictLabel()->palette().color(QPalette::WindowText);
    QTest::mouseClick(q->retryButton(), Qt::LeftButton);
    choose(q, {QStringLiteral("b")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QCOMPARE(q->verdictLabel()->text(), QStringLiteral("✔ Correct"));
    const QColor right = q->verdictLabel()->palette().color(QPalette::WindowText);
    QVERIFY(right != plain);
    QVERIFY(wrong != plain);
    QVERIFY(right != wrong);
    QCOMPARE(right, verdictColor(true, q->palette()));
    QCOMPARE(wrong, verdictColor(false, q->palette()));

    // Readable on both kinds of page: WCAG contrast >= 4.5 against the page's Base colour.
    auto luminance = [](const QColor& c) {
        auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
               0.0722 * channel(c.blueF());
    };
    auto contrast = [&luminance](const QColor& a, const QColor& b) {
        const double la = luminance(a), lb = luminance(b);
        return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
    };
    for (const QColor& base : {QColor(Qt::white), QColor(0x2a, 0x2a, 0x2a)}) {
        QPalette palette;
        palette.setColor(QPalette::Base, base);
        for (bool correct : {true, false})
            QVERIFY2(contrast(verdictColor(correct, palette), base) >= 4.5,
                     qPrintable(base.name()));
    }
}

// sp20: lesson 2's references read "scaled_dot_product_ / attention": a long dotted name may break
// after a dot ("torch.nn.functional." / "scaled_dot_product_attention"), never inside a name.
void TestLessonPage::referencesBreakNamesOnlyAtDots() {
    const QByteArray text = "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
                            "```references\nref: PyTorch documentation: "
                            "torch.nn.functional.scaled_dot_product_attention.\n```\n";
    const lessons::ParseResult parsed = lessons::parseLesson(text, QStringLiteral("t.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    LessonPage page(*parsed.lesson, keeper_.get(), [](const QString&) { return QString(); });
    auto* references = page.findChild<ReferencesBlock*>();
    QVERIFY(references);
    QString shown;
    for (const QLabel* label : references->findChildren<QLabel*>())
        shown += label->text();
    const QChar breakHere(0x200B);
    QVERIFY2(shown.contains(QStringLiteral("functional.") + breakHere), qPrintable(shown));
    QVERIFY2(!shown.contains(QStringLiteral("_") + breakHere), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("scaled_dot_product_attention")), qPrintable(shown));
}

// "## Quick check" right above a quick check titled "Quick check" showed the words twice.
void TestLessonPage::headingRepeatedByBlockShownOnce() {
    const QByteArray text =
        "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
        "## Quick check\n\n```quickcheck\nid: qc\ntitle: Quick check\n```\n"
        "```question\nid: q\nkind: single\nprompt: P\noption a: A\noption b: B\nanswer: a\n```\n"
        "```quickcheck-end\n```\n"
        "## Explain it back\n\n```explain\nid: e\nprompt: P\nmodel: M\nrubric: R\n```\n"
        "## References\n\n```references\nref: R\n```\n"
        "## Other\n\n```explain\nid: e2\nprompt: P\nmodel: M\nrubric: R\n```\n"
        "```references\nref: R\n```\n";
    const lessons::ParseResult parsed = lessons::parseLesson(text, QStringLiteral("t.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    LessonPage page(*parsed.lesson, keeper_.get(), [](const QString&) { return QString(); });
    const QList<QuickCheckBlock*> checks = page.findChildren<QuickCheckBlock*>();
    QCOMPARE(checks.size(), 1);
    QVERIFY(checks.first()->title().isEmpty());
    QCOMPARE(checks.first()->accessibleName(), QStringLiteral("Quick check"));
    const QList<ExplainBlock*> explains = page.findChildren<ExplainBlock*>();
    QCOMPARE(explains.size(), 2);
    QVERIFY(explains.at(0)->shownTitle().isEmpty());
    QCOMPARE(explains.at(1)->shownTitle(), QStringLiteral("Explain it back")); // under "Other"
    const QList<ReferencesBlock*> references = page.findChildren<ReferencesBlock*>();
    QCOMPARE(references.size(), 2);
    QVERIFY(references.at(0)->shownTitle().isEmpty());
    QCOMPARE(references.at(1)->shownTitle(), QStringLiteral("References")); // no heading above
}

// The takeaway box right below explain-it-back showed the model answer before any attempt.
void TestLessonPage::takeawayWaitsForExplainAttempt() {
    const QByteArray text = "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
                            "```explain\nid: e\nprompt: P\nmodel: M\nrubric: R\n```\n"
                            "## Takeaways\n\n```callout\nkind: takeaway\ntext: The answer.\n```\n"
                            "```explain\nid: e2\nprompt: P\nmodel: M\nrubric: R\n```\n"
                            "```callout\nkind: takeaway\ntext: The second answer.\n```\n"
                            "```callout\nkind: note\ntext: Not a takeaway.\n```\n";
    const lessons::ParseResult parsed = lessons::parseLesson(text, QStringLiteral("t.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    LessonPage page(*parsed.lesson, keeper_.get(), [](const QString&) { return QString(); });
    page.resize(900, 700);
    page.show();
    QCOMPARE(page.findChildren<CalloutBlock*>().size(), 3);
    QCOMPARE(page.takeawayGates().size(), 2);
    QList<CalloutBlock*> callouts; // in file order
    for (QWidget* gate : page.takeawayGates())
        callouts.append(gate->findChild<CalloutBlock*>());
    for (CalloutBlock* callout : page.findChildren<CalloutBlock*>()) {
        if (!callouts.contains(callout))
            callouts.append(callout);
    }
    QVERIFY(callouts.at(0) && callouts.at(1));
    QVERIFY(callouts.at(0)->isHidden());
    QVERIFY(callouts.at(1)->isHidden());
    QVERIFY(!callouts.at(2)->isHidden()); // a note is no takeaway

    auto* explain = page.findChildren<ExplainBlock*>().value(0);
    QTest::keyClicks(explain->editor(), QStringLiteral("ok"));
    QVERIFY(callouts.at(0)->isHidden()); // typing is not enough
    QTest::keyClicks(explain->editor(),
                     QStringLiteral(", scores grow with the width so softmax saturates"));
    QTest::mouseClick(explain->submitButton(), Qt::LeftButton);
    QVERIFY(!callouts.at(0)->isHidden());
    QVERIFY(callouts.at(1)->isHidden());

    // The student may skip the exercise: the placeholder's button shows the box at once.
    auto* showNow = page.takeawayGates().at(1)->findChild<QPushButton*>();
    QVERIFY(showNow);
    QTest::mouseClick(showNow, Qt::LeftButton);
    QVERIFY(!callouts.at(1)->isHidden());
}

// Student pass sp23: lesson 2's table read "0, 2, 1" at d_k = 4 and "0.0, 1.0, 0.5" at d_k = 16.
// A column writes its numbers in one form at every value of the slider it follows.
void TestLessonPage::tableColumnsKeepOneFormAtEverySetting() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/01-scaled-dot-product.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->ensureBuilt();
    SoftmaxTableBlock* block = nullptr;
    for (SoftmaxTableBlock* candidate : page_->findChildren<SoftmaxTableBlock*>()) {
        if (!block)
            block = candidate;
    }
    QVERIFY(block);
    const auto column = [block](int c) {
        QStringList texts;
        for (int row = 0; row < block->table()->rowCount(); ++row)
            texts.append(block->table()->item(row, c)->text());
        return texts;
    };
    const auto decimals = [](const QStringList& texts) {
        QList<int> out;
        for (const QString& text : texts) {
            const qsizetype point = text.indexOf(QLatin1Char('.'));
            out.append(point < 0 ? 0 : int(text.size() - point - 1));
        }
        return out;
    };
    QList<int> first;
    for (double dk : {1.0, 4.0, 16.0}) {
        page_->parameters()->setValue(QStringLiteral("dk"), dk);
        const QStringList scaled = column(2);
        const QList<int> forms = decimals(scaled);
        QVERIFY2(std::all_of(forms.begin(), forms.end(), [&](int d) { return d == forms.first(); }),
                 qPrintable(scaled.join(QStringLiteral(", "))));
        if (first.isEmpty())
            first = forms;
        QVERIFY2(forms == first, qPrintable(QStringLiteral("d_k = %1: ").arg(dk) +
                                            scaled.join(QStringLiteral(", "))));
    }
    QCOMPARE(column(2), (QStringList{"0.00", "1.00", "0.50"})); // d_k = 16
}

void TestLessonPage::clickOnTheExplainPromptTypesIntoTheBox_data() {
    QTest::addColumn<QString>("prompt");
    QTest::addRow("with math") << QStringLiteral("Why divide $q \\cdot k$ by $\\sqrt{d_k}$?");
    QTest::addRow("plain") << QStringLiteral("Why divide the scores at all?");
}

// Student pass sp23: a click on an explain-it-back prompt's text, then typing: the words went
// nowhere (the prompt's math view had taken the focus). They arrive in the box.
void TestLessonPage::clickOnTheExplainPromptTypesIntoTheBox() {
    QFETCH(QString, prompt);
    const QByteArray text = "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
                            "```explain\nid: e\nprompt: " +
                            prompt.toUtf8() + "\nmodel: M\nrubric: R\n```\n";
    const lessons::ParseResult parsed = lessons::parseLesson(text, QStringLiteral("t.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    LessonPage page(*parsed.lesson, keeper_.get(), [](const QString&) { return QString(); });
    page.resize(900, 700);
    page.show();
    page.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&page));
    page.ensureBuilt();
    auto* explain = page.findChild<ExplainBlock*>();
    QVERIFY(explain);
    MarkdownLabel* label = nullptr;
    for (MarkdownLabel* candidate : explain->findChildren<MarkdownLabel*>()) {
        if (candidate->accessibleName().startsWith(QStringLiteral("Why divide")))
            label = candidate;
    }
    QVERIFY(label);
    // Where the pointer lands on the words: the math view's viewport when there is math.
    QWidget* target = label->mathView() ? label->mathView()->viewport() : label;
    QVERIFY(target->isVisible());
    QTest::mouseClick(target, Qt::LeftButton, {}, QPoint(4, target->height() / 2));
    QWidget* focused = QApplication::focusWidget();
    QVERIFY(focused);
    QTest::keyClicks(focused, QStringLiteral("softmax saturates"));
    QVERIFY2(explain->editor()->toPlainText() == QStringLiteral("softmax saturates"),
             focused->metaObject()->className());
}

void TestLessonPage::retryKeepsTheQuestionWhereItWas_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("dot products") << QStringLiteral("00-dot-products.lesson.md");
    QTest::newRow("mixing values") << QStringLiteral("01b-mixing-values.lesson.md");
    QTest::newRow("gain knob") << QStringLiteral("02-gain-knob.lesson.md");
}

// Retry moved the question 220-290 px up: hiding the focused Retry button handed the focus to the
// next control in the chain, and the scroll area scrolled that one into view.
void TestLessonPage::retryKeepsTheQuestionWhereItWas() {
    QFETCH(QString, file);
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/") +
                                file);
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->resize(1000, 600);
    page_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(page_.get()));
    page_->settleLayout();
    int tried = 0;
    for (QuestionBlock* q : page_->findChildren<QuestionBlock*>()) {
        if (!q->isVisibleTo(page_.get()) || q->isAnswered())
            continue;
        page_->ensureWidgetVisible(q->checkButton(), 0, 250);
        if (QLineEdit* field = q->numericField())
            QTest::keyClicks(field, QStringLiteral("12345"));
        else
            QTest::mouseClick(q->optionButtons().constLast(), Qt::LeftButton);
        q->checkButton()->setFocus();
        const int checkAt = q->checkButton()->mapTo(page_->viewport(), QPoint()).y();
        QTest::keyClick(q->checkButton(), Qt::Key_Return); // the focus passes to Retry
        page_->settleLayout();
        if (!q->retryButton()->isVisible())
            continue; // a prediction: answered once
        QVERIFY(q->retryButton()->hasFocus());
        const int retryAt = q->retryButton()->mapTo(page_->viewport(), QPoint()).y();
        QVERIFY2(std::abs(retryAt - checkAt) <= 40, qPrintable(q->accessibleName()));
        // What the key brings into sight comes a turn later, before any next click (Retry keeps
        // its result's room now, and run after the click it scrolled to show that room).
        QCoreApplication::processEvents();
        page_->settleLayout();
        page_->ensureWidgetVisible(q->retryButton(), 0, 250);
        const int before = q->retryButton()->mapTo(page_->viewport(), QPoint()).y();
        QTest::mouseClick(q->retryButton(), Qt::LeftButton);
        page_->settleLayout();
        QCoreApplication::processEvents();
        const int after = q->checkButton()->mapTo(page_->viewport(), QPoint()).y();
        QVERIFY2(std::abs(after - before) <= 40,
                 qPrintable(QStringLiteral("%1: the question moved from %2 to %3 px")
                                .arg(q->accessibleName())
                                .arg(before)
                                .arg(after)));
        ++tried;
    }
    QVERIFY(tried > 0);
}

// Ctrl++ left quick-check stems, callouts and some "Why:" lines at the old size: a widget that
// set its own font (bold badges, verdicts) stopped following the page's. A later student pass
// found lesson 3's chart readouts and hints left behind: every lesson is tried.
void TestLessonPage::zoomReachesEveryText_data() {
    QTest::addColumn<QString>("file");
    for (const char* file : {"00-dot-products", "01-scaled-dot-product", "01b-mixing-values",
                             "02-gain-knob", "03-interview-sqrt-dk"})
        QTest::addRow("%s", file) << QString::fromLatin1(file);
}

void TestLessonPage::zoomReachesEveryText() {
    QFETCH(QString, file);
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/%1.lesson.md")
                                    .arg(file));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->settleLayout();
    QHash<QWidget*, qreal> before;
    const auto texts = [this] {
        QList<QWidget*> out;
        for (QWidget* w : page_->widget()->findChildren<QWidget*>()) {
            if (qobject_cast<QLabel*>(w) || qobject_cast<QAbstractButton*>(w) ||
                qobject_cast<QTextBrowser*>(w))
                out.append(w);
        }
        return out;
    };
    for (QWidget* w : texts())
        before.insert(w, QFontInfo(w->font()).pointSizeF());
    page_->setZoom(5);
    QStringList unscaled;
    for (QWidget* w : texts()) {
        const qreal size = QFontInfo(w->font()).pointSizeF();
        // A rich text that names its own size keeps it whatever the widget's font says.
        const auto* label = qobject_cast<QLabel*>(w);
        const bool fixedInText =
            label && label->text().contains(QLatin1String("font-size"), Qt::CaseInsensitive);
        if ((before.contains(w) && size < before.value(w) * 1.3) || fixedInText)
            unscaled.append(QStringLiteral("%1 \"%2\" %3 -> %4")
                                .arg(QString::fromLatin1(w->metaObject()->className()),
                                     w->accessibleName().left(40))
                                .arg(before.value(w))
                                .arg(size));
    }
    QVERIFY2(unscaled.isEmpty(), qPrintable(unscaled.join(QLatin1Char('\n'))));
}

// Issue 26: AT-SPI read a slider's stop index (d_k 1 while the screen showed 4). Its value
// interface gives the value the spin box shows, its text adds the unit, and setting a value
// through it moves the control.
void TestLessonPage::sliderSpeaksItsValue_data() {
    QTest::addColumn<QList<double>>("stops");
    QTest::addColumn<bool>("log");
    QTest::addColumn<double>("shown");
    QTest::addColumn<int>("position");
    QTest::addColumn<double>("set");
    QTest::addColumn<double>("step");
    QTest::addRow("values") << QList<double>{1, 2, 4, 8} << false << 4.0 << 2 << 8.0 << 0.0;
    QTest::addRow("log") << QList<double>{} << true << 10.0 << 500 << 100.0 << 0.0;
    QTest::addRow("linear") << QList<double>{} << false << 10.0 << 18 << 20.0 << 0.5;
}

void TestLessonPage::sliderSpeaksItsValue() {
    QFETCH(QList<double>, stops);
    QFETCH(bool, log);
    QFETCH(double, shown);
    QFETCH(int, position);
    QFETCH(double, set);
    QFETCH(double, step);
    lessons::SliderSpec spec;
    spec.param = QStringLiteral("dk");
    spec.labelHtml = QStringLiteral("Key width");
    spec.unitHtml = QStringLiteral("dims");
    spec.stops = stops;
    spec.min = log ? 0.1 : 1.0;
    spec.max = log ? 1000.0 : 100.0;
    spec.step = log ? 1.0 : 0.5;
    spec.log = log;
    spec.defaultValue = shown;
    SliderControl control(spec, PageContext{});
    control.show();
    QCOMPARE(control.slider()->value(), position); // what Qt's own interface would read

    QAccessibleInterface* slider = QAccessible::queryAccessibleInterface(control.slider());
    QVERIFY(slider);
    QCOMPARE(slider->role(), QAccessible::Slider);
    QCOMPARE(slider->text(QAccessible::Name), QStringLiteral("Key width"));
    QAccessibleValueInterface* value = slider->valueInterface();
    QVERIFY(value);
    QCOMPARE(value->currentValue().toDouble(), shown);
    QCOMPARE(value->minimumValue().toDouble(), spec.stops.isEmpty() ? spec.min : stops.first());
    QCOMPARE(value->maximumValue().toDouble(), spec.stops.isEmpty() ? spec.max : stops.last());
    QCOMPARE(value->minimumStepSize().toDouble(), step);
    QCOMPARE(slider->text(QAccessible::Value),
             control.spinBox()->textFromValue(shown) + QStringLiteral(" dims"));

    value->setCurrentValue(set);
    QCOMPARE(control.value(), set);
    QCOMPARE(control.spinBox()->value(), set);
    QCOMPARE(value->currentValue().toDouble(), set);
}

// A negative score showed as "-2.0" with a hyphen in its box beside the chart's "−2".
void TestLessonPage::numberBoxWritesATrueMinus() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/01b-mixing-values.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->ensureBuilt();
    // The score sliders wait for the steering lab's prediction.
    QuestionBlock* steer = studentflow::question(page_.get(), QStringLiteral("predict-steer"));
    QVERIFY(steer);
    studentflow::tick(steer, {QStringLiteral("near")});
    steer->checkButton()->click();
    SliderControl* score = nullptr;
    for (SliderControl* slider : page_->findChildren<SliderControl*>()) {
        if (slider->spinBox()->minimum() < 0)
            score = slider;
    }
    QVERIFY(score);
    score->setValue(-2.0);
    QCOMPARE(score->spinBox()->text(), QStringLiteral("\u22122.0"));
    QVERIFY(score->valueText().startsWith(QChar(0x2212)));
    // Typed with either sign, the value is taken.
    const QStringList typed = {QStringLiteral("-1.5"), QStringLiteral("\u22120.5")};
    const QList<double> expected = {-1.5, -0.5};
    for (int i = 0; i < typed.size(); ++i) {
        QLineEdit* edit = score->spinBox()->findChild<QLineEdit*>();
        QVERIFY(edit);
        score->spinBox()->setFocus();
        edit->selectAll();
        edit->insert(typed.at(i)); // through the box's validator, as typing is (keyClicks is ASCII)
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(score->value(), expected.at(i));
    }
}

// At 1440 px a lesson's prose ran about 150 characters a line, twice what a reader follows
// comfortably; figures keep the wide column. Laid out at the narrower width, each block gets the
// height its lines need (no block overlaps the next).
void TestLessonPage::runningTextKeepsToAReadableMeasure_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("lesson 1 (arrows, histogram)") << QStringLiteral("00-dot-products.lesson.md");
    QTest::newRow("lesson 2 (score charts)") << QStringLiteral("01-scaled-dot-product.lesson.md");
    QTest::newRow("lesson 3 (mixture)") << QStringLiteral("01b-mixing-values.lesson.md");
}

void TestLessonPage::runningTextKeepsToAReadableMeasure() {
    QFETCH(QString, file);
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/") +
                                file);
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->resize(1200, 900);
    page_->ensureBuilt();
    QVERIFY(answerChoicesAndSettle(page_.get()));

    int longestLine = 0;
    int proseBlocks = 0;
    for (ProseBlock* prose : page_->findChildren<ProseBlock*>()) {
        if (!prose->isVisible())
            continue;
        ++proseBlocks;
        QTextDocument* document = prose->document();
        for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
            const QTextLayout* layout = block.layout();
            for (int i = 0; layout && i < layout->lineCount(); ++i)
                longestLine = std::max(longestLine, layout->lineAt(i).textLength());
        }
    }
    QVERIFY(proseBlocks > 5);
    QCOMPARE_GE(longestLine, 60); // the measure is used, not a sliver
    QCOMPARE_LE(longestLine, 95); // 150 before

    int figures = 0;
    const QWidget* column = page_->findChild<ProseBlock*>()->parentWidget();
    QList<QWidget*> blocks;
    for (QObject* child : column->children()) {
        if (auto* widget = qobject_cast<QWidget*>(child); widget && widget->isVisible())
            blocks.append(widget);
    }
    std::sort(blocks.begin(), blocks.end(),
              [](const QWidget* a, const QWidget* b) { return a->y() < b->y(); });
    const int proseWidth = page_->findChild<ProseBlock*>()->width();
    const int centre = column->width() / 2;
    for (int i = 0; i < blocks.size(); ++i) {
        if (i > 0)
            QCOMPARE_GE(blocks.at(i)->y(), blocks.at(i - 1)->geometry().bottom());
        // Text and figures share one centre line.
        QCOMPARE_LE(std::abs(blocks.at(i)->geometry().center().x() - centre), 2);
    }
    for (ChartBlock* chart : page_->findChildren<ChartBlock*>()) {
        const bool inColumn = chart->parentWidget() == column ||
                              chart->parentWidget()->parentWidget() == column; // or in a gate
        if (!chart->isVisible() || !inColumn)
            continue;
        ++figures;
        // A compact picture as wide as the text; others at the one wider measure (sp19: a
        // chart across the whole column ran 852 px beside 463 px of text).
        const double share = chart->panel()->measureShare();
        QCOMPARE_LE(chart->width(),
                    std::max(int(proseWidth * (share > 0.0 ? share : LabBlock::kMeasureShare)) + 2,
                             chart->minimumSizeHint().width()));
        if (share <= 0.0)
            QCOMPARE_GT(chart->width(), proseWidth);
        QCOMPARE_LE(std::abs(chart->mapTo(column, chart->rect().center()).x() - centre), 2);
    }
    QVERIFY(figures > 0);
}

void TestLessonPage::narrowPageWithALargeFontFitsEveryBlock_data() {
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(testpaths::source(u"resources/lessons"))
                                  .entryList({QStringLiteral("*.lesson.md")}, QDir::Files);
    for (const QString& file : files) // the German editions too: their words are longer
        QTest::newRow(qPrintable(file)) << file;
}

// Student pass sp11 item 2: at 800 px with a larger default font, lesson 1's display formula lost
// its sum and lesson 2's was cut at the right edge, with no scroll bar; on lessons 2 and 4 the
// window grew from 800 to about 970 px by itself. The page (the lesson column beside the sidebar
// of an 800 px window) keeps the width it was given, no block asks for more than the column, and
// a display formula is shrunk or scrolls, never cut.
void TestLessonPage::narrowPageWithALargeFontFitsEveryBlock() {
    QFETCH(QString, file);
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/") +
                                file);
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    const QFont usual = QApplication::font();
    QFont large = usual;
    large.setPixelSize(17); // qt6ct's 12 pt at 96 dpi, as in the student's set-up
    QApplication::setFont(large);
    const auto restoreFont = qScopeGuard([&] { QApplication::setFont(usual); });
    page_.reset();
    page_ = std::make_unique<LessonPage>(lesson_, keeper_.get(),
                                         [](const QString&) { return QString(); });
    const QSize given(470, 800);
    page_->resize(given);
    page_->show();
    QVERIFY(QTest::qWaitForWindowExposed(page_.get()));
    page_->ensureBuilt();
    QVERIFY(answerChoicesAndSettle(page_.get()));
    QTest::qWait(50);
    QCOMPARE(page_->size(), given);
    QCOMPARE_LE(page_->minimumSizeHint().width(), given.width());

    const int room = page_->viewport()->width();
    QStringList tooWide;
    for (QWidget* widget : page_->widget()->findChildren<QWidget*>()) {
        if (!widget->isVisibleTo(page_->widget()) || widget->isWindow())
            continue;
        // What a layout grants it at least: an explicit minimum, else the hint (as qSmartMinSize).
        const int least = widget->minimumWidth() > 0 ? widget->minimumWidth()
                          : widget->sizePolicy().horizontalPolicy() == QSizePolicy::Ignored
                              ? 0
                              : widget->minimumSizeHint().width();
        const QRect box(widget->mapTo(page_->viewport(), QPoint()), widget->size());
        if (least > room || box.right() > room)
            tooWide.append(QStringLiteral("%1 \"%2\": minimum %3, right edge %4 of %5")
                               .arg(QString::fromLatin1(widget->metaObject()->className()),
                                    widget->accessibleName().left(40))
                               .arg(least)
                               .arg(box.right())
                               .arg(room));
    }
    QVERIFY2(tooWide.isEmpty(), qPrintable(tooWide.join(QLatin1Char('\n'))));

    int formulas = 0;
    for (math::FormulaView* formula : page_->findChildren<math::FormulaView*>()) {
        if (!formula->isVisible())
            continue;
        ++formulas;
        const auto layout = formula->currentLayout();
        // The whole formula is drawn inside the widget, or the widget scrolls it.
        QVERIFY2(layout->width() <= formula->width() || formula->scrollBar()->isVisible(),
                 qPrintable(formula->tex()));
        QCOMPARE_GE(formula->height(), formula->heightForWidth(formula->width()));
    }
    QVERIFY(formulas > 0);
}

// Student pass sp13 B4: lesson 5's sequence-length trap, answered wrong, retried and answered
// right, showed two blank bands of about 30 px, above "Correct. One logit ..." and above "Why:".
// The hint after the miss holds math ($q$, $k$), the right answer's feedback does not. After
// the retry the question is exactly as tall as one answered right at once.
void TestLessonPage::retryLeavesNoBlankBands() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/03-interview-sqrt-dk.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    const auto answered = [this](const QStringList& tries) -> int {
        openPage();
        page_->ensureBuilt();
        if (!QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 60000))
            return -1;
        QuestionBlock* q = nullptr;
        for (QuestionBlock* block : page_->findChildren<QuestionBlock*>()) {
            if (block->questionId() == QLatin1String("trap-long-sequence"))
                q = block;
        }
        if (!q)
            return -2;
        for (const QString& option : tries) {
            if (q->retryButton()->isVisible())
                q->retryButton()->click();
            choose(q, {option});
            q->checkButton()->click();
            page_->settleLayout();
        }
        QTest::qWait(50);
        page_->settleLayout();
        // A result shorter than the room Retry kept keeps it while the question is in sight, so
        // nothing below moves up (sp35); scrolled out of sight, the room goes.
        page_->verticalScrollBar()->setSliderPosition(
            q->mapTo(page_->widget(), QPoint(0, q->height())).y() + 10);
        QTest::qWait(50);
        page_->settleLayout();
        return q->height();
    };
    const int atOnce = answered({QStringLiteral("weights")});
    QVERIFY(atOnce > 0);
    keeper_->clearAnswer(lesson_.id, QStringLiteral("trap-long-sequence"));
    const int afterRetry = answered({QStringLiteral("logits"), QStringLiteral("weights")});
    QVERIFY(afterRetry > 0);
    QVERIFY2(std::abs(afterRetry - atOnce) <= 2,
             qPrintable(QStringLiteral("%1 px after a retry, %2 px answered right at once")
                            .arg(afterRetry)
                            .arg(atOnce)));
}

// Student pass sp13 N2: the lesson PDF still printed radio circles, input boxes, mnemonic
// underlines ("Raw l̲ogits") and a bare "Takeaways" heading with nothing under it. On paper a
// question's options are a plain list with the student's choice named, a field is its text, a
// label has no "&", and an empty section heading is left out; the screen gets it all back.
void TestLessonPage::paperShowsAnswersAsText() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/01-scaled-dot-product.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->ensureBuilt();
    QVERIFY(QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 60000));
    QuestionBlock* answered = nullptr;
    for (QuestionBlock* q : page_->findChildren<QuestionBlock*>()) {
        if (q->isVisibleTo(page_.get()) && q->optionButtons().size() > 1) {
            answered = q;
            break;
        }
    }
    QVERIFY(answered);
    answered->optionButtons().first()->click();
    answered->checkButton()->click();
    // sp14 N2: a written explanation printed as an empty frame, and the lab's on-screen advice
    // ("Locked. Now edit the logits ...") was printed as if it were part of the record.
    ExplainBlock* explain = page_->findChild<ExplainBlock*>();
    QVERIFY(explain);
    const QString written = QStringLiteral("Dividing by the square root keeps the spread at one.");
    explain->editor()->setPlainText(written);
    LabBlock* lab = page_->findChild<LabBlock*>();
    QVERIFY(lab);
    // Lesson 2's lab asks for the top weight (lecture 23, finding 4): a typed prediction prints
    // as its text, as a chosen direction did.
    QVERIFY(lab->predictionField());
    lab->predictionField()->setText(QStringLiteral("86.7"));
    QVERIFY(lab->commitPrediction());
    page_->settleLayout();
    const QList<QWidget*> emptyOnScreen = page_->emptyHeadings();
    QVERIFY2(!emptyOnScreen.isEmpty(), "the Takeaways heading waits for the explanation");
    QList<QWidget*> onScreen;
    for (QWidget* widget : page_->findChildren<QWidget*>()) {
        if (widget->isVisibleTo(page_.get()))
            onScreen.append(widget);
    }
    {
        PaperLook paper(page_.get());
        page_->settleLayout();
        QStringList furniture;
        bool choiceNamed = false;
        bool explanationPrinted = false;
        bool titlePrinted = false; // the "#" title holds the "##" sections: never empty
        for (QWidget* widget : page_->widget()->findChildren<QWidget*>()) {
            if (!widget->isVisibleTo(page_->widget()))
                continue;
            const QString what = QLatin1String(widget->metaObject()->className()) +
                                 QStringLiteral(" \"") + widget->accessibleName() +
                                 QLatin1Char('"');
            if (qobject_cast<QRadioButton*>(widget) || qobject_cast<QPlainTextEdit*>(widget))
                furniture.append(what);
            if (qobject_cast<ProseBlock*>(widget) &&
                widget->accessibleDescription() == lesson_.title)
                titlePrinted = true;
            if (auto* label = qobject_cast<QLabel*>(widget)) {
                if (label->text() == written)
                    explanationPrinted = true;
                if (label->text().startsWith(QLatin1String("Prediction committed.")))
                    furniture.append(label->text());
            }
            if (auto* line = qobject_cast<QLineEdit*>(widget); line && line->hasFrame())
                furniture.append(what);
            if (auto* label = qobject_cast<QLabel*>(widget);
                label && label->buddy() && label->text().contains(QLatin1Char('&')))
                furniture.append(label->text());
            if (auto* text = qobject_cast<MarkdownLabel*>(widget);
                text && answered->isAncestorOf(text) &&
                text->accessibleName().contains(QLatin1String("your answer")))
                choiceNamed = true;
        }
        QVERIFY2(furniture.isEmpty(), qPrintable(furniture.join(QStringLiteral(", "))));
        QVERIFY(choiceNamed);
        QVERIFY(explanationPrinted);
        QVERIFY2(titlePrinted, qPrintable(lesson_.title));
        for (QWidget* heading : emptyOnScreen)
            QVERIFY(!heading->isVisibleTo(page_.get()));
        QVERIFY(page_->emptyHeadings().isEmpty());
    }
    page_->settleLayout();
    QList<QWidget*> back;
    for (QWidget* widget : page_->findChildren<QWidget*>()) {
        if (widget->isVisibleTo(page_.get()))
            back.append(widget);
    }
    QCOMPARE(back, onScreen);
}

// The lesson 1 PDF ended in a bare "Takeaways" heading (the takeaways wait for the explanation,
// and the next lesson's card, a button, printed as an empty frame below it) and printed the
// controls locked until a prediction in the disabled grey. On paper the heading is left out,
// the next lesson is named in words, and a locked control reads in the text's own colour.
void TestLessonPage::paperLeavesWaitingTakeawaysOutAndNamesTheNextLesson() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/00-dot-products.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->ensureBuilt();
    QVERIFY(QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 60000));
    page_->settleLayout();
    QWidget* takeaways = nullptr;
    for (const lessons::Section& section : lesson_.sections()) {
        if (section.title == QLatin1String("Takeaways"))
            takeaways = page_->blockWidget(section.blockIndex);
    }
    QVERIFY(takeaways && takeaways->isVisibleTo(page_.get()));
    QList<QWidget*> locked;
    for (QWidget* widget : page_->widget()->findChildren<QWidget*>()) {
        if (widget->isVisibleTo(page_->widget()) && !widget->isEnabled() &&
            qobject_cast<QLabel*>(widget))
            locked.append(widget);
    }
    QVERIFY2(!locked.isEmpty(), "the width slider's label waits for the prediction");
    {
        PaperLook paper(page_.get());
        page_->settleLayout();
        QVERIFY(!takeaways->isVisibleTo(page_.get()));
        bool nextNamed = false;
        for (QLabel* label : page_->widget()->findChildren<QLabel*>()) {
            if (label->isVisibleTo(page_->widget()) &&
                label->text().startsWith(QLatin1String("Next lesson: ")) &&
                label->text().contains(QLatin1String("what that growth does to softmax")))
                nextNamed = true;
        }
        QVERIFY(nextNamed);
        for (QWidget* widget : std::as_const(locked)) {
            if (!widget->isVisibleTo(page_->widget()))
                continue;
            const QPalette palette = widget->palette();
            QVERIFY2(palette.color(QPalette::Disabled, QPalette::WindowText) ==
                         palette.color(QPalette::Active, QPalette::WindowText),
                     qPrintable(static_cast<QLabel*>(widget)->text()));
        }
    }
    QVERIFY(takeaways->isVisibleTo(page_.get()));
}

// Student pass sp13 B10: a chart that had the focus showed only a thin line under its title (the
// page's focus ring lies under the opaque chart), and Tab scrolled it so that only its title was
// on screen. A focused chart draws a 2 px frame in the highlight colour and comes into sight
// whole when it fits the view.
void TestLessonPage::focusedChartShowsAFrameAndComesIntoSight() {
    page_->resize(1000, 600);
    page_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(page_.get()));
    page_->ensureBuilt();
    QVERIFY(QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 20000));
    attn::charts::ChartView* chart = nullptr;
    for (auto* view : page_->findChildren<attn::charts::ChartView*>()) {
        if (view->isVisibleTo(page_.get()) && view->focusPolicy() != Qt::NoFocus &&
            view->height() + 60 < page_->viewport()->height()) {
            chart = view;
            break;
        }
    }
    QVERIFY(chart);
    // The chart's top edge just inside the bottom of the view, as Tab found it.
    const int top = chart->mapTo(page_->widget(), QPoint()).y();
    page_->verticalScrollBar()->setValue(top - page_->viewport()->height() + 20);
    page_->settleLayout();
    chart->setFocus(Qt::TabFocusReason);
    page_->settleLayout();
    const QRect box(chart->mapTo(page_->viewport(), QPoint()), chart->size());
    QVERIFY2(page_->viewport()->rect().contains(box),
             qPrintable(QStringLiteral("chart at y %1..%2 in a %3 px view")
                            .arg(box.top())
                            .arg(box.bottom())
                            .arg(page_->viewport()->height())));
    const QImage shot = chart->grab().toImage();
    const QColor highlight = chart->palette().color(QPalette::Highlight);
    const QColor edge = shot.pixelColor(0, shot.height() / 2);
    QVERIFY2(edge == highlight, qPrintable(edge.name() + QStringLiteral(" at the left edge, not ") +
                                           highlight.name()));
    chart->clearFocus();
    const QImage plain = chart->grab().toImage();
    QVERIFY(plain.pixelColor(0, plain.height() / 2) != highlight);
}

void TestLessonPage::tablesKeepToTheTextColumn_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("localeName");
    const QStringList files =
        QDir(testpaths::source(u"resources/lessons"))
            .entryList({QStringLiteral("*.lesson.md")}, QDir::Files, QDir::Name);
    for (const QString& file : files) {
        const bool german = file.endsWith(QLatin1String(".de.lesson.md"));
        QTest::addRow("%s", qPrintable(file)) << file << (german ? "de_DE" : "en_US");
    }
}

// D7 (a student pass): a table was stretched over the whole page, wider than the text, with its
// caption far from its numbers and a blank strip under its last row; paper printed it the same.
void TestLessonPage::tablesKeepToTheTextColumn() {
    QFETCH(QString, file);
    QFETCH(QString, localeName);
    QTranslator translator;
    const QLocale locale(localeName);
    if (locale.language() != QLocale::English) {
        QVERIFY(translator.load(locale, QStringLiteral("attention-lab"), QStringLiteral("_"),
                                QStringLiteral(":/i18n")));
        QVERIFY(QCoreApplication::installTranslator(&translator));
    }
    const auto restore =
        qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(QDir(testpaths::source(u"resources/lessons")).filePath(file));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->resize(1400, 800); // wider than the text: a stretched table shows at once
    page_->ensureBuilt();
    QVERIFY(QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 60000));
    QWidget* content = page_->widget();
    int textLeft = -1, textRight = -1; // the running text's edges, from the widest prose block
    const QWidget* column = nullptr;
    for (ProseBlock* prose : content->findChildren<ProseBlock*>()) {
        if (!prose->isVisibleTo(content))
            continue;
        column = column ? column : prose->parentWidget();
        const QRect r(prose->mapTo(content, QPoint()), prose->size());
        if (r.width() > textRight - textLeft) {
            textLeft = r.left();
            textRight = r.right();
        }
    }
    QVERIFY(textLeft >= 0);
    // A table that waits for a question is shown as its reveal would show it.
    int tables = 0;
    for (SoftmaxTableBlock* block : content->findChildren<SoftmaxTableBlock*>()) {
        ++tables;
        for (QWidget* w = block; w && w != content; w = w->parentWidget())
            w->setVisible(true);
    }
    page_->settleLayout();
    const auto check = [&](const char* where) {
        for (SoftmaxTableBlock* block : content->findChildren<SoftmaxTableBlock*>()) {
            QVERIFY(block->isVisibleTo(content));
            QTableWidget* table = block->table();
            // Issue 19: the name a screen reader gives read "position" for the column headed
            // "Key"; it names the columns by their headings' words.
            const QString name = table->accessibleName().toLower();
            QVERIFY2(!name.contains(QLatin1String("position")), qPrintable(name));
            for (int column = 0; column < table->columnCount(); ++column) {
                if (table->isColumnHidden(column))
                    continue;
                const QString heading = table->horizontalHeaderItem(column)
                                            ->text()
                                            .simplified()
                                            .section(QLatin1Char(' '), 0, 0)
                                            .toLower();
                QVERIFY2(name.contains(heading), qPrintable(name + QStringLiteral(": ") + heading));
            }
            const QRect r(table->mapTo(content, QPoint()), table->size());
            const QString what = QStringLiteral("%1, %2: table %3..%4, text %5..%6")
                                     .arg(QLatin1String(where), block->accessibleName())
                                     .arg(r.left())
                                     .arg(r.right())
                                     .arg(textLeft)
                                     .arg(textRight);
            // A table in a console's grid keeps to its cell there.
            const QWidget* box = block->parentWidget();
            const QRect cell(box->mapTo(content, QPoint()), box->size());
            const int left = box == column ? textLeft : cell.left();
            const int right = box == column ? textRight : cell.right();
            QVERIFY2(r.left() >= left && r.right() <= right, qPrintable(what));
            const int needed = table->horizontalHeader()->length() + 2 * table->frameWidth();
            QVERIFY2(needed <= r.width(), qPrintable(what + QStringLiteral(": cut")));
            QVERIFY2(r.width() <= needed, qPrintable(what + QStringLiteral(": wider than needed")));
            int rows = table->horizontalHeader()->height() + 2 * table->frameWidth();
            for (int row = 0; row < table->rowCount(); ++row)
                rows += table->rowHeight(row);
            QVERIFY2(
                table->height() == rows,
                qPrintable(
                    what +
                    QStringLiteral(": height %1 for %2 of rows").arg(table->height()).arg(rows)));
            for (QLabel* caption : block->findChildren<QLabel*>()) {
                if (caption->isVisibleTo(block) && !caption->text().isEmpty())
                    QVERIFY2(caption->mapTo(content, QPoint()).x() == r.left(),
                             qPrintable(what + QStringLiteral(": caption at %1")
                                                   .arg(caption->mapTo(content, QPoint()).x())));
            }
        }
    };
    QFile source(QDir(testpaths::source(u"resources/lessons")).filePath(file));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QCOMPARE(tables, int(source.readAll().count("\n```table\n"))); // every one is checked
    check("screen");
    PaperLook paper(page_.get());
    page_->settleLayout();
    check("paper");
}

bool TestLessonPage::openBuiltIn(const QString& file, QSize size) {
    const lessons::ParseResult parsed = lessons::loadLessonFile(
        QFileInfo(file).isAbsolute() ? file
                                     : testpaths::source(u"resources/lessons"
                                                         "/") +
                                           file);
    if (!parsed.lesson)
        return false;
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->resize(size);
    page_->activateWindow();
    if (!QTest::qWaitForWindowActive(page_.get()))
        return false;
    page_->ensureBuilt();
    if (!QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 20000))
        return false;
    page_->settleLayout();
    return true;
}

void TestLessonPage::labMessagesMoveNothingBelow_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("field"); // "logits" or "dims"
    QTest::addColumn<QString>("typed");
    for (const char* file : {"01-scaled-dot-product.lesson.md", "01b-mixing-values.lesson.md",
                             "01-scaled-dot-product.de.lesson.md"}) {
        QTest::addRow("%s empty item", file) << file << "logits"
                                             << "4,,2";
        QTest::addRow("%s not a number", file) << file << "logits"
                                               << "0, abc";
        QTest::addRow("%s bad head dimension", file) << file << "dims"
                                                     << "0";
    }
}

// Issue 19, item 1 (a student pass): "4,,2" and Run put an error line under the field that
// pushed Run, Restore and Reset 38 px down, so a click meant for Restore landed in the
// prediction box. Nothing below a lab's field moves as its message comes and goes.
void TestLessonPage::labMessagesMoveNothingBelow() {
    QFETCH(QString, file);
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QVERIFY(openBuiltIn(file, {1280, 800}));
    auto* lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab);
    page_->ensureWidgetVisible(lab->runButton(), 0, 250);
    page_->settleLayout();
    QList<QWidget*> below{lab->runButton(), lab->restoreButton(), lab->resetButton(),
                          lab->logitBars(), lab->dimsField()};
    if (lab->commitButton())
        below.append(lab->commitButton());
    if (lab->predictionField())
        below.append(lab->predictionField());
    for (QRadioButton* button : lab->directionButtons())
        below.append(button);
    if (field == QLatin1String("dims"))
        below.removeOne(lab->dimsField());
    const auto where = [&] {
        QList<QPoint> at;
        for (QWidget* w : std::as_const(below))
            at.append(w->mapTo(page_->widget(), QPoint()));
        return at;
    };
    const QList<QPoint> before = where();
    const int scrolled = page_->verticalScrollBar()->value();
    QLineEdit* edit = field == QLatin1String("dims") ? lab->dimsField() : lab->logitsField();
    QLabel* message = field == QLatin1String("dims") ? lab->dimsError() : lab->logitsError();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, typed);
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    page_->settleLayout();
    QVERIFY(message->isVisible());
    QVERIFY(!message->text().isEmpty());
    // A screen reader hears it with the field.
    QCOMPARE(edit->accessibleDescription(), message->text());
    // In red, as the field's frame, not in the text's colour.
    const QImage shot = message->grab().toImage();
    const QColor ink = verdictColor(false, message->palette());
    bool red = false;
    for (int y = 0; y < shot.height() && !red; ++y) {
        for (int x = 0; x < shot.width() && !red; ++x)
            red = shot.pixelColor(x, y) == ink;
    }
    QVERIFY2(red, qPrintable(message->text()));
    QCOMPARE(where(), before);
    QCOMPARE(page_->verticalScrollBar()->value(), scrolled);
    // Nor when it goes.
    QTest::mouseClick(lab->restoreButton(), Qt::LeftButton);
    page_->settleLayout();
    QVERIFY(!message->isVisible());
    QCOMPARE(where(), before);
}

// Issue 19, item 6: the logits field ran 700 px wide for "0, 4, 2". It is as wide as the longest
// list the lesson's steps ask for, with room to spare, not as wide as the column.
void TestLessonPage::labFieldsFitWhatTheyHold() {
    QVERIFY(openBuiltIn(QStringLiteral("01-scaled-dot-product.lesson.md"), {1280, 800}));
    auto* lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab);
    for (QLineEdit* edit : {lab->logitsField(), lab->dimsField()}) {
        const QFontMetrics metrics(edit->font());
        const int longest = metrics.horizontalAdvance(QStringLiteral("-1000, 4, 2, 1000, 7, 3"));
        QVERIFY2(
            edit->width() > longest,
            qPrintable(QStringLiteral("%1: %2 px").arg(edit->accessibleName()).arg(edit->width())));
        QVERIFY2(
            edit->width() < 2 * longest,
            qPrintable(QStringLiteral("%1: %2 px").arg(edit->accessibleName()).arg(edit->width())));
    }
}

void TestLessonPage::labResetGivesBackItsRoom_data() {
    QTest::addColumn<QString>("file");
    for (const char* file : {"01-scaled-dot-product.lesson.md", "01b-mixing-values.lesson.md",
                             "01-scaled-dot-product.de.lesson.md"})
        QTest::addRow("%s", file) << QString::fromLatin1(file);
}

// Student pass sp27 (shot 91): after Reset a blank band stood under the lab's buttons. Reset gave
// the lab its fresh height already; the band was the room kept for a notice, in a fresh lab too,
// with no run table for a notice to push down. Under the buttons only the lab's margin is left.
void TestLessonPage::labResetGivesBackItsRoom() {
    QFETCH(QString, file);
    QVERIFY(openBuiltIn(file, {1280, 800}));
    auto* lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab);
    page_->settleLayout();
    const auto blankUnderButtons = [lab] {
        int buttons = 0;
        for (QPushButton* button : {lab->runButton(), lab->runUnchangedButton(),
                                    lab->restoreButton(), lab->resetButton()}) {
            if (button && button->isVisible())
                buttons = std::max(buttons, button->geometry().bottom() + 1);
        }
        return lab->contentsRect().bottom() + 1 - lab->layout()->contentsMargins().bottom() -
               buttons;
    };
    QVERIFY2(blankUnderButtons() <= 0, qPrintable(QString::number(blankUnderButtons())));
    const int fresh = lab->height();
    const int freshPage = page_->widget()->height();
    if (QLineEdit* predicted = lab->predictionField())
        predicted->setText(QStringLiteral("60"));
    if (!lab->directionButtons().isEmpty())
        lab->directionButtons().constFirst()->click();
    if (lab->commitButton())
        QVERIFY(lab->commitPrediction());
    QVERIFY(lab->run());
    lab->logitsField()->setText(QStringLiteral("0, 8, 4"));
    QVERIFY(lab->run());
    QVERIFY(lab->run());
    page_->settleLayout();
    QVERIFY(lab->height() > fresh);
    lab->reset();
    page_->settleLayout();
    QCOMPARE(lab->height(), fresh);
    QCOMPARE(page_->widget()->height(), freshPage);
    QVERIFY2(blankUnderButtons() <= 0, qPrintable(QString::number(blankUnderButtons())));
}

void TestLessonPage::labLeavesNoBandAfterARestart_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("width");
    for (const char* file :
         {"01-scaled-dot-product.lesson.md", "01-scaled-dot-product.de.lesson.md"}) {
        // 520 px: the page of an 800 px window beside the course outline.
        for (int width : {520, 1440})
            QTest::addRow("%s, %d px", file, width) << QString::fromLatin1(file) << width;
    }
}

// Student pass sp28 (shot 78): after a restart a 45 px blank band stood between lesson 2's lab
// buttons and its run table (German, 800 px): the room kept for a notice was the longest notice
// wrapped in the narrow lab, three lines, though none showed. One line is kept, before the
// restart and after it.
void TestLessonPage::labLeavesNoBandAfterARestart() {
    QFETCH(QString, file);
    QFETCH(int, width);
    QVERIFY(openBuiltIn(file, {width, 900}));
    const auto blankAboveTable = [this] {
        auto* lab = findBlock<LabBlock>(page_.get());
        int buttons = 0;
        for (QPushButton* button : {lab->runButton(), lab->runUnchangedButton(),
                                    lab->restoreButton(), lab->resetButton()}) {
            if (button && button->isVisible())
                buttons = std::max(buttons, button->mapTo(lab, QPoint(0, button->height())).y());
        }
        QLabel* notice = lab->comparisonLabel();
        const int shown = notice->isVisible() && !notice->text().isEmpty() ? notice->height() : 0;
        return lab->historyTable()->mapTo(lab, QPoint()).y() - buttons - shown;
    };
    auto* lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab && lab->predictionField() && lab->commitButton());
    QVERIFY(lab->run()); // the lesson's logits, unscored: the table to compare with
    lab->predictionField()->setText(QStringLiteral("60"));
    QVERIFY(lab->commitPrediction());
    page_->settleLayout();
    QVERIFY(lab->historyTable()->isVisible());
    const int spacing = std::max(0, lab->layout()->spacing());
    const int allowed = 2 * spacing + lab->comparisonLabel()->fontMetrics().lineSpacing() + 2;
    const int before = blankAboveTable();
    QVERIFY2(before <= allowed, qPrintable(QStringLiteral("%1 px blank before the restart, %2 "
                                                          "allowed")
                                               .arg(before)
                                               .arg(allowed)));
    page_.reset();
    QVERIFY(keeper_->flush());
    keeper_ = std::make_unique<ProgressKeeper>(dir_->filePath(QStringLiteral("progress.json")));
    QVERIFY(keeper_->load().ok);
    QVERIFY(openBuiltIn(file, {width, 900}));
    lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab && !lab->runs().isEmpty() && lab->historyTable()->isVisible());
    const int after = blankAboveTable();
    QVERIFY2(after <= allowed, qPrintable(QStringLiteral("%1 px blank after the restart, %2 "
                                                         "allowed")
                                              .arg(after)
                                              .arg(allowed)));
}

void TestLessonPage::clickedCheckKeepsTheView_data() {
    QTest::addColumn<QString>("file");
    for (const char* file : {"00-dot-products.lesson.md", "01-scaled-dot-product.lesson.md",
                             "01b-mixing-values.lesson.md", "02-gain-knob.lesson.md",
                             "03-interview-sqrt-dk.lesson.md"})
        QTest::addRow("%s", file) << QString::fromLatin1(file);
}

// A clicked Check stays under the pointer, near the view's top or in its middle: the verdict and
// feedback appear below it. Bringing them into sight scrolled the page 140 px at lesson 5's step
// 1, 26 px at its step 2, 6 px at lesson 2's ranking (sp26; before, sp19-sp21 asked for the
// feedback in sight). Every step of a walkthrough is tried, each question once.
void TestLessonPage::clickedCheckKeepsTheView() {
    QFETCH(QString, file);
    QVERIFY(openBuiltIn(file));
    int tried = 0;
    const int viewHeight = page_->viewport()->height();
    const auto tryVisibleQuestions = [&] {
        for (QuestionBlock* q : page_->findChildren<QuestionBlock*>()) {
            if (!q->isVisibleTo(page_.get()) || q->isAnswered() || q->optionButtons().isEmpty())
                continue;
            const bool inTheMiddle = tried % 2 == 0;
            QAbstractButton* check = q->checkButton();
            const int checkTop = check->mapTo(page_->widget(), QPoint()).y();
            page_->verticalScrollBar()->setValue(inTheMiddle ? checkTop - viewHeight / 2
                                                             : checkTop - 40);
            page_->settleLayout();
            QTest::mouseClick(q->optionButtons().constLast(), Qt::LeftButton);
            page_->settleLayout();
            const int before = check->mapTo(page_->viewport(), QPoint()).y();
            QTest::mouseClick(check, Qt::LeftButton);
            page_->settleLayout();
            QCoreApplication::processEvents();
            page_->settleLayout();
            QCoreApplication::processEvents();
            QVERIFY(q->isAnswered());
            const QWidget* inPlace = check->isVisible() ? check : q->retryButton();
            if (!inPlace->isVisible())
                continue;
            const int after = inPlace->mapTo(page_->viewport(), QPoint()).y();
            QVERIFY2(after == before, qPrintable(QStringLiteral("%1: Check at y %2 in the view "
                                                                "before, %3 after")
                                                     .arg(q->questionId())
                                                     .arg(before)
                                                     .arg(after)));
            ++tried;
        }
    };
    tryVisibleQuestions();
    for (WalkthroughBlock* walk : page_->findChildren<WalkthroughBlock*>()) {
        while (walk->nextButton()->isEnabled()) {
            QTest::mouseClick(walk->nextButton(), Qt::LeftButton);
            page_->settleLayout();
            tryVisibleQuestions();
        }
    }
    QVERIFY(tried > 0);
}

// Student pass sp27: Check clicked 30 px above the view's foot greyed, and its verdict came out
// below the fold, so nothing seemed to happen. The view then moved as far as showed the verdict
// and its explanation (sp28), which the student read as the button leaving the pointer (sp33:
// 28-156 px). The view stays; the verdict shows beside the button, and "↓ Feedback below" says
// that the rest of the result is below the view's foot until the student scrolls to its end.
void TestLessonPage::clickedCheckAtTheFootShowsTheVerdict() {
    QFETCH(QString, file);
    QVERIFY(openBuiltIn(file));
    int tried = 0;
    int missed = 0; // tried with a wrong first answer
    const int viewHeight = page_->viewport()->height();
    const auto tryVisibleQuestions = [&] {
        for (QuestionBlock* q : page_->findChildren<QuestionBlock*>()) {
            if (!q->isVisibleTo(page_.get()) || q->isAnswered() || q->optionButtons().isEmpty())
                continue;
            QAbstractButton* check = q->checkButton();
            const int checkTop = check->mapTo(page_->widget(), QPoint()).y();
            page_->verticalScrollBar()->setValue(checkTop + 30 - viewHeight);
            page_->settleLayout();
            // The last option, and every other question a wrong one: a right answer's verdict
            // and a miss's (Retry in Check's place) are both tried in every lesson.
            QAbstractButton* choice = q->optionButtons().constLast();
            if (tried % 2 == 1) {
                const lessons::Block* block =
                    studentflow::questionBlock(page_->lesson().blocks, q->questionId());
                QVERIFY(block);
                const QStringList right = studentflow::rightOptions(*block);
                for (QAbstractButton* button : q->optionButtons()) {
                    if (!right.contains(button->property("optionId").toString())) {
                        choice = button;
                        break;
                    }
                }
            }
            QTest::mouseClick(choice, Qt::LeftButton);
            page_->settleLayout();
            const int before = check->mapTo(page_->viewport(), QPoint()).y();
            if (before != viewHeight - 30)
                continue; // near the page's top or end: the view cannot go there
            QTest::mouseClick(check, Qt::LeftButton);
            page_->settleLayout();
            QCoreApplication::processEvents();
            page_->settleLayout();
            QCoreApplication::processEvents();
            QVERIFY(q->isAnswered());
            // A miss puts Retry in Check's place (sp29: that verdict stayed below the foot).
            const QWidget* inPlace = check->isVisible() ? check : q->retryButton();
            if (!inPlace->isVisible())
                continue;
            missed += inPlace != check;
            int top = std::numeric_limits<int>::max();
            int bottom = std::numeric_limits<int>::min();
            for (QWidget* w : q->resultWidgets()) {
                if (!w->isVisible())
                    continue;
                top = std::min(top, w->mapTo(page_->viewport(), QPoint()).y());
                bottom = std::max(bottom, w->mapTo(page_->viewport(), QPoint()).y() + w->height());
            }
            QVERIFY(q->verdictLabel()->isVisible());
            const int after = inPlace->mapTo(page_->viewport(), QPoint()).y();
            const QRect verdict(q->verdictLabel()->mapTo(page_->viewport(), QPoint()),
                                q->verdictLabel()->size());
            QLabel* cue = q->moreBelowLabel();
            const QString where = QStringLiteral("%1: Check at y %2 in the view before, %3 after; "
                                                 "the verdict from %4 to %5, the result to %6 of "
                                                 "%7; the cue %8")
                                      .arg(q->questionId())
                                      .arg(before)
                                      .arg(after)
                                      .arg(verdict.top())
                                      .arg(verdict.bottom())
                                      .arg(bottom)
                                      .arg(viewHeight)
                                      .arg(cue->isVisible() ? "shown" : "hidden");
            QCOMPARE(after, before);
            // Beside the button, on its line, in the view.
            QVERIFY2(verdict.top() < after + inPlace->height() && verdict.bottom() >= after &&
                         verdict.top() >= 0 && verdict.bottom() < viewHeight,
                     qPrintable(where));
            QVERIFY2(cue->isVisible() == (bottom > viewHeight), qPrintable(where));
            if (cue->isVisible()) {
                // In the row too, and gone once the student has scrolled to the result's end.
                QVERIFY2(cue->mapTo(page_->viewport(), QPoint()).y() < after + inPlace->height(),
                         qPrintable(where));
                QScrollBar* bar = page_->verticalScrollBar();
                bar->setSliderPosition(bar->value() + bottom - viewHeight + 8);
                page_->settleLayout();
                QVERIFY2(!cue->isVisible(), qPrintable(where));
            }
            ++tried;
        }
    };
    tryVisibleQuestions();
    for (WalkthroughBlock* walk : page_->findChildren<WalkthroughBlock*>()) {
        while (walk->nextButton()->isEnabled()) {
            QTest::mouseClick(walk->nextButton(), Qt::LeftButton);
            page_->settleLayout();
            tryVisibleQuestions();
        }
    }
    QVERIFY(tried > 0);
    if (tried > 1)
        QVERIFY(missed > 0); // sp29 missed lesson 3's third quick check question
}

// Student pass sp21: a right answer's explanation ("Why: ...") is shown under the verdict, also
// when Check was clicked at the view's foot and the page keeps Check where it was.
void TestLessonPage::clickedRightCheckShowsTheWhy() {
    QFETCH(QString, file);
    QVERIFY(openBuiltIn(file));
    const int viewHeight = page_->viewport()->height();
    int tried = 0;
    for (QuestionBlock* q : page_->findChildren<QuestionBlock*>()) {
        if (!q->isVisibleTo(page_.get()) || q->isAnswered() || q->isPrediction() ||
            q->optionButtons().isEmpty())
            continue;
        const lessons::Block* block = lesson_.findById(q->questionId());
        QVERIFY(block);
        const QStringList right = lessons::QuestionSpec::from(*block).answer;
        const int checkTop = q->checkButton()->mapTo(page_->widget(), QPoint()).y();
        page_->verticalScrollBar()->setValue(checkTop + q->checkButton()->height() + 8 -
                                             viewHeight);
        page_->settleLayout();
        choose(q, right);
        QTest::mouseClick(q->checkButton(), Qt::LeftButton);
        page_->settleLayout();
        QCoreApplication::processEvents();
        page_->settleLayout();
        QVERIFY2(q->isCorrect() && q->isExplanationShown(), qPrintable(q->questionId()));
        QWidget* why = q->resultWidgets().constLast();
        QVERIFY(why->isVisible());
        const int whyTop = why->mapTo(q, QPoint()).y();
        const int checkBottom =
            q->checkButton()->mapTo(q, QPoint()).y() + q->checkButton()->height();
        QVERIFY2(whyTop >= checkBottom, qPrintable(q->questionId())); // below, not above
        ++tried;
    }
    QVERIFY(tried > 0);
}

// Issue 19, item 4: after Enter in a numeric field the verdict and feedback came out below the
// view, and the view stayed. It follows them, as far as needed and no further.
void TestLessonPage::enterBringsTheVerdictIntoView() {
    page_->resize(1000, 500);
    page_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(page_.get()));
    page_->ensureBuilt();
    QVERIFY(QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 20000));
    page_->settleLayout();
    QuestionBlock* q = question(page_.get(), QStringLiteral("numeric"));
    QVERIFY(q);
    QLineEdit* field = q->numericField();
    // The field at the bottom of the view.
    const int fieldTop = field->mapTo(page_->widget(), QPoint()).y();
    page_->verticalScrollBar()->setValue(fieldTop + field->height() + 4 -
                                         page_->viewport()->height());
    page_->settleLayout();
    field->setFocus(Qt::MouseFocusReason);
    QTest::keyClicks(field, QStringLiteral("3"));
    QTest::keyClick(field, Qt::Key_Return);
    page_->settleLayout();
    QCoreApplication::processEvents();
    QVERIFY(q->isAnswered());
    const auto box = [&](QWidget* w) {
        return QRect(w->mapTo(page_->viewport(), QPoint()), w->size());
    };
    // The verdict and what follows it (the values it was checked at, the feedback).
    QRect shown = box(q->verdictLabel());
    for (QLabel* label : q->findChildren<QLabel*>()) {
        if (label->isVisible() && box(label).top() > shown.top())
            shown = shown.united(box(label));
    }
    // As after a click (review34): the verdict comes into sight, the field stays in it, and what
    // goes on below the view's foot is pointed out ("↓ Feedback below"), not scrolled to.
    QVERIFY2(page_->viewport()->rect().contains(box(q->verdictLabel())),
             qPrintable(QStringLiteral("verdict at %1..%2 in a %3 px view")
                            .arg(box(q->verdictLabel()).top())
                            .arg(box(q->verdictLabel()).bottom())
                            .arg(page_->viewport()->height())));
    QVERIFY(page_->viewport()->rect().contains(box(field)));
    QCOMPARE(q->moreBelowLabel()->isVisible(), shown.bottom() >= page_->viewport()->height());
    // Retry, then Enter again with everything in sight: no jump.
    QTest::mouseClick(q->retryButton(), Qt::LeftButton);
    page_->settleLayout();
    // 200 px in sight under the field, room for the verdict, feedback and explanation under the
    // kept button row (ensureWidgetVisible keeps no margin for a field that is in sight already).
    QScrollBar* bar = page_->verticalScrollBar();
    const int fieldBottom = field->mapTo(page_->widget(), QPoint()).y() + field->height();
    bar->setValue(std::max(bar->value(), fieldBottom + 200 - page_->viewport()->height()));
    page_->settleLayout();
    QVERIFY(page_->viewport()->rect().contains(box(field)));
    const int before = page_->verticalScrollBar()->value();
    field->selectAll();
    QTest::keyClicks(field, QStringLiteral("5"));
    QTest::keyClick(field, Qt::Key_Return);
    page_->settleLayout();
    QCoreApplication::processEvents();
    QCOMPARE(page_->verticalScrollBar()->value(), before);
}

// Student pass sp28 (shots 83, 84): Enter on lesson 3's score question moved the page 8 px,
// though the verdict, the answer and the explanation all showed: only to keep 24 px under them.
// A result in sight whole moves nothing. The block's height after the check is measured on a
// first page, then a fresh page is placed with that end 10 px above the view's foot.
void TestLessonPage::enterWithTheVerdictInSightMovesNothing() {
    const auto answerByEnter = [this]() -> QuestionBlock* {
        QuestionBlock* q = question(page_.get(), QStringLiteral("numeric"));
        if (!q)
            return nullptr;
        q->numericField()->setFocus(Qt::OtherFocusReason);
        QTest::keyClicks(q->numericField(), QStringLiteral("3"));
        QTest::keyClick(q->numericField(), Qt::Key_Return);
        page_->settleLayout();
        QCoreApplication::processEvents();
        page_->settleLayout();
        return q->isAnswered() ? q : nullptr;
    };
    const auto open = [this] {
        page_->resize(1000, 500);
        page_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(page_.get()));
        page_->ensureBuilt();
        QVERIFY(QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 20000));
        page_->settleLayout();
    };
    open();
    QuestionBlock* q = answerByEnter();
    QVERIFY(q);
    const int below = q->mapTo(page_->widget(), QPoint(0, q->height())).y() -
                      q->numericField()->mapTo(page_->widget(), QPoint()).y();
    cleanup();
    init();
    open();
    q = question(page_.get(), QStringLiteral("numeric"));
    QVERIFY(q);
    const int fieldTop = q->numericField()->mapTo(page_->widget(), QPoint()).y();
    const int viewHeight = page_->viewport()->height();
    QVERIFY(below + 10 < viewHeight);
    QScrollBar* bar = page_->verticalScrollBar();
    bar->setValue(fieldTop + below + 10 - viewHeight);
    page_->settleLayout();
    const int before = bar->value();
    QCOMPARE(before, fieldTop + below + 10 - viewHeight);
    QVERIFY(answerByEnter());
    const int end = q->mapTo(page_->viewport(), QPoint(0, q->height())).y();
    QVERIFY2(end <= viewHeight,
             qPrintable(QStringLiteral("the block ends at %1 of %2").arg(end).arg(viewHeight)));
    QCOMPARE(bar->value(), before);
}

// Student pass sp28 (shots 28, 30): a right click on the lab's bars, then Save chart, moved the
// page 55 px. The press gave the focus to the lab block around the bars, and when the focus came
// back from the dialog the page brought that block, taller than the view, to its top. A right
// click now focuses the bars, and focus coming back to the window scrolls nothing, also to a
// block the student clicked in.
void TestLessonPage::chartMenuAndItsDialogKeepThePage() {
    QVERIFY(openBuiltIn(QStringLiteral("01-scaled-dot-product.lesson.md"), {1000, 500}));
    auto* lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab && lab->logitBars());
    attn::charts::LogitBars* bars = lab->logitBars();
    QScrollBar* bar = page_->verticalScrollBar();
    const int labTop = lab->mapTo(page_->widget(), QPoint()).y();
    QVERIFY(lab->height() > page_->viewport()->height());
    bar->setValue(bars->mapTo(page_->widget(), QPoint()).y() - 150);
    page_->settleLayout();
    QVERIFY(bar->value() > labTop + 40); // the lab's top is above the view
    const int before = bar->value();
    const auto dialogComesAndGoes = [this] {
        QDialog dialog(page_.get());
        auto* name = new QLineEdit(&dialog);
        dialog.show();
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        name->setFocus();
        QTRY_VERIFY(name->hasFocus());
        dialog.close();
        page_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(page_.get()));
        QCoreApplication::processEvents();
        page_->settleLayout();
    };
    const QPoint between = (bars->pointFor(0, -6.0) + bars->pointFor(1, -6.0)) / 2;
    QTest::mousePress(bars, Qt::RightButton, {}, between);
    if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget()))
        menu->close();
    QTRY_VERIFY(!QApplication::activePopupWidget());
    QTest::mouseRelease(bars, Qt::RightButton, {}, between);
    page_->settleLayout();
    QCOMPARE(bar->value(), before);
    dialogComesAndGoes();
    QCOMPARE(bar->value(), before);
    // A click on the lab's own text: the block takes the focus, and gets it back the same way.
    QLabel* text = nullptr;
    for (QLabel* label : lab->findChildren<QLabel*>()) {
        const int y = label->mapTo(page_->viewport(), QPoint()).y();
        if (!text && label->isVisible() && y > 0 && y + label->height() < 400 &&
            label->focusPolicy() == Qt::NoFocus && !label->text().isEmpty())
            text = label;
    }
    QVERIFY(text);
    QTest::mouseClick(text, Qt::LeftButton, {}, QPoint(2, text->height() / 2));
    page_->settleLayout();
    QCOMPARE(bar->value(), before);
    dialogComesAndGoes();
    QCOMPARE(bar->value(), before);
}

// Issue 19, item 5: Retry emptied the number field; the student had to type the whole number
// again to change one digit. It stays, selected, so typing replaces it and an arrow edits it.
void TestLessonPage::retryKeepsTheTypedNumberSelected() {
    QuestionBlock* q = question(page_.get(), QStringLiteral("numeric"));
    QVERIFY(q);
    page_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(page_.get()));
    QTest::keyClicks(q->numericField(), QStringLiteral("3.5"));
    QTest::keyClick(q->numericField(), Qt::Key_Return);
    QVERIFY(q->isAnswered() && !q->isCorrect());
    QTest::mouseClick(q->retryButton(), Qt::LeftButton);
    QCOMPARE(q->numericField()->text(), QStringLiteral("3.5"));
    QCOMPARE(q->numericField()->selectedText(), QStringLiteral("3.5"));
    QVERIFY(q->numericField()->hasFocus());
    QVERIFY(!q->numericField()->isReadOnly());
    QTest::keyClicks(q->numericField(), QStringLiteral("2"));
    QCOMPARE(q->numericField()->text(), QStringLiteral("2"));
}

void TestLessonPage::keysBringTheResultIntoView_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("action"); // "enter", "space" or "down"
    QTest::addColumn<int>("height");     // of the view
    QTest::addRow("lesson 1 numeric, Enter on -7.07") << "00-dot-products.lesson.md"
                                                      << "enter" << 700;
    QTest::addRow("lesson 3 mask lab, Space on Run") << "01b-mixing-values.lesson.md"
                                                     << "space" << 700;
    QTest::addRow("lesson 1 quick check, Down through the options") << "00-dot-products.lesson.md"
                                                                    << "down" << 700;
    QTest::addRow("lesson 1 numeric in a short view") << "00-dot-products.lesson.md"
                                                      << "enter" << 300;
}

// Issue 19 (student pass sp17), item 1: after a key, the focused control and what the key made
// below it come into view together. Enter on lesson 1's numeric question left the "Why" below
// the window; Space on lesson 3's Run left the notice and the run table below it; arrowing
// through radio options kept the focused one at the bottom edge, with Check out of view.
void TestLessonPage::keysBringTheResultIntoView() {
    QFETCH(QString, file);
    QFETCH(QString, action);
    QFETCH(int, height);
    QVERIFY(openBuiltIn(file, {1000, height}));
    QWidget* control = nullptr; // what has the focus when the key goes down
    QWidget* block = nullptr;   // what holds the result
    if (action == QLatin1String("space")) {
        auto* lab = findBlock<LabBlock>(page_.get());
        QVERIFY(lab && lab->runButton()->isEnabled());
        control = lab->runButton();
        block = lab;
    } else {
        if (action == QLatin1String("enter"))
            QVERIFY(answerChoicesAndSettle(page_.get())); // the prediction that opens the lab
        QuestionBlock* q =
            question(page_.get(), action == QLatin1String("enter") ? QStringLiteral("lab-dot")
                                                                   : QStringLiteral("dot-sign"));
        QVERIFY(q && q->isVisibleTo(page_.get()));
        control = action == QLatin1String("enter") ? static_cast<QWidget*>(q->numericField())
                                                   : q->optionButtons().constFirst();
        block = q;
    }
    // The control at the bottom edge of the view, as the student had scrolled it.
    const int controlTop = control->mapTo(page_->widget(), QPoint()).y();
    page_->verticalScrollBar()->setValue(controlTop + control->height() + 4 -
                                         page_->viewport()->height());
    page_->settleLayout();
    control->setFocus(Qt::MouseFocusReason);
    if (action == QLatin1String("enter")) {
        QTest::keyClicks(control, QStringLiteral("-7.07"));
        QTest::keyClick(control, Qt::Key_Return);
    } else if (action == QLatin1String("space")) {
        QTest::keyClick(control, Qt::Key_Space);
    } else {
        QTest::keyClick(control, Qt::Key_Down);
    }
    QCoreApplication::processEvents();
    page_->settleLayout();
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus && block->isAncestorOf(focus));
    if (action == QLatin1String("enter"))
        QVERIFY(static_cast<QuestionBlock*>(block)->isExplanationShown());
    const QRect view = page_->viewport()->rect();
    const QRect focusBox(focus->mapTo(page_->viewport(), QPoint()), focus->size());
    const int blockBottom = block->mapTo(page_->viewport(), QPoint()).y() + block->height();
    const QString where = QStringLiteral("focus %1..%2, block ends at %3, view 0..%4")
                              .arg(focusBox.top())
                              .arg(focusBox.bottom())
                              .arg(blockBottom)
                              .arg(view.height());
    QVERIFY2(view.contains(focusBox), qPrintable(where));
    if (action == QLatin1String("enter")) {
        // A question checked by a key is held as a click holds it (review34): the verdict in
        // sight, and "↓ Feedback below" says where the rest went.
        auto* q = static_cast<QuestionBlock*>(block);
        const QRect verdict(q->verdictLabel()->mapTo(page_->viewport(), QPoint()),
                            q->verdictLabel()->size());
        QVERIFY2(view.contains(verdict), qPrintable(where));
        QCOMPARE(q->moreBelowLabel()->isVisible(), blockBottom > view.height());
    } else if (blockBottom - focusBox.top() < view.height())
        QVERIFY2(blockBottom <= view.height(), qPrintable(where)); // all of it
    else
        QVERIFY2(blockBottom >= view.height(), qPrintable(where)); // a view full of it
    // With the option and Check in view, the next arrow moves nothing.
    if (action == QLatin1String("down")) {
        const int before = page_->verticalScrollBar()->value();
        QTest::keyClick(focus, Qt::Key_Up);
        QCoreApplication::processEvents();
        page_->settleLayout();
        QCOMPARE(page_->verticalScrollBar()->value(), before);
    }
}

void TestLessonPage::compareKeepsTheViewAndIsUsedOnce_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>(
        "atTheEnd"); // the page scrolled to its end, or Compare at the view's foot
    for (const char* file : {"00-dot-products.lesson.md", "01b-mixing-values.lesson.md"}) {
        QTest::addRow("%s, at the foot", file) << QString::fromLatin1(file) << false;
        QTest::addRow("%s, page end", file) << QString::fromLatin1(file) << true;
    }
}

// sp17 view item 2: "Compare with the model answer" scrolled the page 100-130 px on a click, and
// stayed enabled once the model answer was on screen (a second press did nothing).
void TestLessonPage::compareKeepsTheViewAndIsUsedOnce() {
    QFETCH(QString, file);
    QFETCH(bool, atTheEnd);
    QVERIFY(openBuiltIn(file, {1440, 800}));
    auto* explain = findBlock<ExplainBlock>(page_.get());
    QVERIFY(explain);
    explain->editor()->setFocus(Qt::MouseFocusReason);
    QTest::keyClicks(explain->editor(), QStringLiteral("one two three four five six seven eight"));
    page_->settleLayout();
    QPushButton* compare = explain->submitButton();
    QVERIFY(compare->isEnabled());
    QScrollBar* bar = page_->verticalScrollBar();
    if (atTheEnd)
        bar->setValue(bar->maximum());
    else // near the view's foot, the model answer and its rubric fall below (issue 19)
        bar->setValue(compare->mapTo(page_->widget(), QPoint()).y() + compare->height() + 8 -
                      page_->viewport()->height());
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    page_->settleLayout();
    const int before = bar->value();
    const int buttonAt = compare->mapTo(page_->viewport(), QPoint()).y();
    QTest::mouseClick(compare, Qt::LeftButton);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    page_->settleLayout();
    QVERIFY(explain->modelShown());
    QCOMPARE(bar->value(), before);
    QCOMPARE(compare->mapTo(page_->viewport(), QPoint()).y(), buttonAt);
    QVERIFY2(!compare->isEnabled(), "Compare stays enabled with the model answer shown");
}

void TestLessonPage::channelBankAxisTitleClearsTheReadout_data() {
    QTest::addColumn<int>("width");
    for (int width : {800, 1000, 1440})
        QTest::addRow("%d px", width) << width;
}

// sp17 view item 6: under lesson 1's channel bank the axis title "dimension j" was cut at the
// chart's foot and ran into the readout below, at every width.
void TestLessonPage::channelBankAxisTitleClearsTheReadout() {
    QFETCH(int, width);
    QVERIFY(openBuiltIn(QStringLiteral("00-dot-products.lesson.md"), {width, 800}));
    attn::charts::ChartPanel* bank = nullptr;
    for (attn::charts::ChartPanel* panel : page_->findChildren<attn::charts::ChartPanel*>()) {
        if (panel->metaObject()->className() == QByteArray("attn::charts::ChannelBankChart"))
            bank = panel;
    }
    QVERIFY(bank);
    if (!bank->isVisibleTo(page_.get()))
        QVERIFY(answerChoicesAndSettle(page_.get()));
    QVERIFY(bank->isVisibleTo(page_.get()));
    page_->ensureWidgetVisible(bank);
    QCoreApplication::processEvents();
    attn::charts::ChartView* view = bank->chartView();
    QRect title;
    for (QGraphicsItem* item : view->scene()->items()) {
        auto* text = dynamic_cast<QGraphicsTextItem*>(item);
        if (text && text->isVisible() && text->toPlainText() == QStringLiteral("dimension j"))
            title = view->mapFromScene(text->sceneBoundingRect()).boundingRect();
    }
    QVERIFY(title.isValid());
    QVERIFY2(view->rect().contains(title),
             qPrintable(QStringLiteral("axis title %1..%2 in a %3 px view")
                            .arg(title.top())
                            .arg(title.bottom())
                            .arg(view->height())));
    QLabel* readout = nullptr;
    for (QLabel* label : bank->findChildren<QLabel*>()) {
        if (label->isVisible() && label->text().contains(QStringLiteral("summed")))
            readout = label;
    }
    QVERIFY(readout);
    // sp17 view item 3: the readout stood at the chart's left edge, 200 px left of the text
    // column; it shares the column's axis.
    const QWidget* column = page_->textColumn();
    int textLeft = std::numeric_limits<int>::max();
    int textRight = 0;
    for (auto* prose : column->findChildren<ProseBlock*>()) {
        if (!prose->isVisibleTo(page_.get()))
            continue;
        textLeft = std::min(textLeft, prose->mapTo(column, QPoint()).x());
        textRight = std::max(textRight, prose->mapTo(column, QPoint(prose->width(), 0)).x());
    }
    const int readoutCentre = readout->mapTo(column, readout->rect().center()).x();
    QVERIFY2(std::abs(readoutCentre - (textLeft + textRight) / 2) <= 16,
             qPrintable(QStringLiteral("readout centred at x %1, text column %2..%3")
                            .arg(readoutCentre)
                            .arg(textLeft)
                            .arg(textRight)));
    // Whole: as tall as its lines at its width (a centred label at its one-line width was cut).
    QVERIFY2(readout->height() >= readout->heightForWidth(readout->width()),
             qPrintable(QStringLiteral("readout %1 x %2 px, needs %3 px")
                            .arg(readout->width())
                            .arg(readout->height())
                            .arg(readout->heightForWidth(readout->width()))));
    const QRect titleOnPanel(view->mapTo(bank, title.topLeft()), title.size());
    QVERIFY2(!titleOnPanel.intersects(readout->geometry()),
             qPrintable(QStringLiteral("axis title ends at %1, the readout starts at %2")
                            .arg(titleOnPanel.bottom())
                            .arg(readout->geometry().top())));
}

void TestLessonPage::explainLeavesLittleBlankUnderItsButton_data() {
    QTest::addColumn<QString>("file");
    QTest::addRow("English") << QStringLiteral("01-scaled-dot-product.lesson.md");
}

// Issue 19, item 7: once the explanation had its eight words, the two lines kept for the note
// under Compare stood empty: 50 px of blank in the frame. The note is one line at the column's
// measure, so what is kept for it is one line.
void TestLessonPage::explainLeavesLittleBlankUnderItsButton() {
    QFETCH(QString, file);
    QVERIFY(openBuiltIn(file, {1280, 800}));
    auto* explain = findBlock<ExplainBlock>(page_.get());
    QVERIFY(explain);
    QVERIFY(explain->attemptNote()->isVisible());
    const int line = explain->attemptNote()->fontMetrics().lineSpacing();
    QVERIFY2(explain->attemptNote()->height() < 2 * line,
             qPrintable(QStringLiteral("the note takes %1 px, %2 px a line: %3")
                            .arg(explain->attemptNote()->height())
                            .arg(line)
                            .arg(explain->attemptNote()->text())));
    QTest::keyClicks(explain->editor(), QStringLiteral("one two three four five six seven eight"));
    page_->settleLayout();
    QVERIFY(!explain->attemptNote()->isVisible());
    const int buttonBottom = explain->submitButton()->geometry().bottom();
    const int blank = explain->height() - buttonBottom;
    QVERIFY2(blank < 2 * line + 12,
             qPrintable(QStringLiteral("%1 px of blank under the button").arg(blank)));
}

// Each of `buttons` (a radio button or check box beside a MarkdownLabel of its accessible name)
// sits as far above its text's first baseline as one beside a plain line, within 1 px; at least
// `withMathAtLeast` of them stand beside a first line holding math.
void TestLessonPage::verifyButtonsOnTheirBaseline(const QList<QAbstractButton*>& buttons,
                                                  int withMathAtLeast) {
    struct Gap {
        QString name;
        bool math;
        int pixels; // from the button's centre down to the text's first baseline
    };
    QList<Gap> gaps;
    for (QAbstractButton* button : buttons) {
        MarkdownLabel* label = nullptr;
        for (auto* candidate : button->parentWidget()->findChildren<MarkdownLabel*>()) {
            if (candidate->accessibleName() == button->accessibleName())
                label = candidate;
        }
        QVERIFY(label);
        const MarkdownView* view = label->mathView();
        const bool math = view && !view->isHidden();
        int baseline = label->mapTo(page_->widget(), QPoint()).y() +
                       qRound(QFontMetricsF(label->font()).ascent());
        if (math) {
            const QTextBlock first = view->document()->firstBlock();
            const QTextLine line = first.layout()->lineAt(0);
            baseline = view->viewport()->mapTo(page_->widget(), QPoint()).y() +
                       qRound(first.layout()->position().y() + line.y() + line.ascent());
        }
        const int centre = button->mapTo(page_->widget(), QPoint()).y() + button->height() / 2;
        gaps.append({button->accessibleName(), math, baseline - centre});
    }
    const auto plain =
        std::find_if(gaps.cbegin(), gaps.cend(), [](const Gap& g) { return !g.math; });
    QVERIFY(plain != gaps.cend());
    int withMath = 0;
    for (const Gap& gap : std::as_const(gaps)) {
        withMath += gap.math ? 1 : 0;
        QVERIFY2(std::abs(gap.pixels - plain->pixels) <= 1,
                 qPrintable(QStringLiteral("%1: %2 px above the baseline, a plain line %3")
                                .arg(gap.name)
                                .arg(gap.pixels)
                                .arg(plain->pixels)));
    }
    QVERIFY(withMath >= withMathAtLeast);
}

// Beside an option whose first line holds a tall formula (about sqrt(1024)), the radio button
// sits as far above the text's baseline as beside a plain option: it sat 3-4 px higher.
void TestLessonPage::optionButtonsStayBesideTheirText() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/02-gain-knob.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->ensureBuilt();
    page_->settleLayout();
    // The buttons follow their labels' layout, queued, one turn per relayout above them (tables
    // sized to their content take a few more than stretched ones did).
    for (int i = 0; i < 20; ++i)
        QCoreApplication::processEvents();
    QList<QAbstractButton*> buttons;
    for (QuestionBlock* q : page_->findChildren<QuestionBlock*>()) {
        if (q->isVisibleTo(page_.get()))
            buttons.append(q->optionButtons());
    }
    verifyButtonsOnTheirBaseline(buttons, 3);
}

// look24: the German caption "Jedes Gewicht ist positiv, und die Gewichte einer Zeile ergeben
// zusammen 1." left "1." alone on its last line. A caption's short last word is tied to the word
// before it.
void TestLessonPage::captionsEndOnMoreThanAShortWord() {
    QVERIFY(openBuiltIn(QStringLiteral("01-scaled-dot-product.de.lesson.md"), {800, 800}));
    int found = 0;
    for (QLabel* label : page_->findChildren<QLabel*>()) {
        const QString caption = label->text();
        if (!caption.contains(QStringLiteral("zusammen")) ||
            !caption.contains(QStringLiteral("1.")))
            continue;
        ++found;
        QVERIFY2(!caption.contains(QStringLiteral("zusammen 1.")), qPrintable(caption));
    }
    QVERIFY(found >= 1);
    QCOMPARE(ChartBlock::tieShortLastWord(QStringLiteral("bleibt bei 1.")),
             QStringLiteral("bleibt bei\u00a01."));
    QCOMPARE(ChartBlock::tieShortLastWord(QStringLiteral("the whole range")),
             QStringLiteral("the whole range"));
}

// Beside a rubric item whose first line holds a tall formula (the typical size grows like
// sqrt(d_k)), the check box sits as far above the text's baseline as beside a plain item: aligned
// to the top of its cell it sat about half a line higher (student pass sp24).
void TestLessonPage::rubricBoxesStayBesideTheirText() {
    QVERIFY(openBuiltIn(QStringLiteral("03-interview-sqrt-dk.lesson.md"), {1280, 800}));
    const QList<ExplainBlock*> explains = page_->findChildren<ExplainBlock*>();
    QVERIFY(!explains.isEmpty());
    for (ExplainBlock* explain : explains) {
        explain->editor()->setPlainText(
            QStringLiteral("one two three four five six seven eight nine ten"));
        explain->submitButton()->click();
    }
    page_->settleLayout();
    for (int i = 0; i < 20; ++i)
        QCoreApplication::processEvents();
    QList<QAbstractButton*> boxes;
    for (ExplainBlock* explain : explains) {
        for (QCheckBox* box : explain->rubricBoxes())
            boxes.append(box);
    }
    verifyButtonsOnTheirBaseline(boxes, 1);
}

// An outline jump while the page is still settling: the blocks above the section grow as they
// are laid out, and the section must end up at the top of the view (it landed a screen or more
// short).
void TestLessonPage::outlineJumpLandsOnItsSection() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/02-gain-knob.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    const QList<lessons::Section> sections = lesson_.sections();
    int track5 = -1;
    for (int i = 0; i < sections.size(); ++i) {
        if (sections.at(i).title.startsWith(QStringLiteral("Track 5")))
            track5 = i;
    }
    QVERIFY(track5 > 0);
    // Answered predictions open what they guard: more to build and lay out above the section.
    page_->ensureBuilt();
    for (QuestionBlock* q : page_->findChildren<QuestionBlock*>()) {
        if (q->isAnswered() || q->optionButtons().isEmpty())
            continue;
        q->optionButtons().first()->click();
        q->checkButton()->click();
    }
    page_->scrollToSection(track5);
    QVERIFY(QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 20000));
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    QWidget* target = page_->blockWidget(sections.at(track5).blockIndex);
    QVERIFY(target);
    const int top = target->mapTo(page_->widget(), QPoint()).y();
    QCOMPARE_LE(std::abs(page_->verticalScrollBar()->value() - top), 1);
}

// Student pass sp16: the outline's mark lagged a section behind the view. A heading a fifth of the
// way down the view is the section being read (it counted only once 40 px from the top); after a
// jump to the short "Goal" its successor in the top quarter does not take the mark; at the page's
// end the last heading in view does.
void TestLessonPage::currentSectionIsTheOneBeingRead() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/00-dot-products.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->ensureBuilt();
    QVERIFY(QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 20000));
    page_->settleLayout();
    const QList<lessons::Section> sections = lesson_.sections();
    QVERIFY(sections.size() >= 4);
    QScrollBar* bar = page_->verticalScrollBar();
    const auto topOf = [&](int section) {
        return page_->blockWidget(sections.at(section).blockIndex)
            ->mapTo(page_->widget(), QPoint())
            .y();
    };
    const int viewHeight = page_->viewport()->height();
    int tried = 0;
    for (int i = 1; i < sections.size(); ++i) {
        // A heading a little above the view's middle is read; a little below it, not yet (sp17:
        // a heading in mid-view did not count while the line was in the top quarter).
        const int margin = viewHeight / 20;
        const int next = i + 1 < sections.size() ? topOf(i + 1) : std::numeric_limits<int>::max();
        if (next - topOf(i) < 2 * margin)
            continue; // the next heading crosses the line as well
        for (const int fromTop : {viewHeight / 2 - margin, viewHeight / 2 + margin}) {
            const int y = topOf(i) - fromTop;
            if (y <= 0 || y >= bar->maximum())
                continue;
            bar->triggerAction(QAbstractSlider::SliderSingleStepAdd); // the student scrolls
            bar->setValue(y);
            QCOMPARE(page_->currentSection(),
                     sections.at(fromTop < viewHeight / 2 ? i : i - 1).title);
            ++tried;
        }
    }
    QVERIFY(tried >= 4);
    page_->scrollToSection(0);
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    QCOMPARE_LE(std::abs(bar->value() - topOf(0)), 1);
    QCOMPARE(page_->currentSection(), sections.at(0).title);
    bar->triggerAction(QAbstractSlider::SliderToMaximum);
    QCOMPARE(page_->currentSection(), sections.last().title);
}

void TestLessonPage::jumpedSectionStaysCurrentUntilTheStudentScrolls_data() {
    QTest::addColumn<QString>("file");
    for (const char* file : {"00-dot-products.lesson.md", "01-scaled-dot-product.lesson.md",
                             "01b-mixing-values.lesson.md"})
        QTest::addRow("%s", file) << QString::fromLatin1(file);
}

// Student pass sp19: "Explain it back", clicked in the outline, lit up "Takeaways": near the
// page's end the jump cannot bring the heading to the view's top, and the last heading in view
// won. The section jumped to stays current until the student scrolls.
void TestLessonPage::jumpedSectionStaysCurrentUntilTheStudentScrolls() {
    QFETCH(QString, file);
    QVERIFY(openBuiltIn(file, {1440, 900}));
    QVERIFY(answerChoicesAndSettle(page_.get()));
    const QList<lessons::Section> sections = lesson_.sections();
    int explain = -1;
    for (int i = 0; i < sections.size(); ++i)
        explain = sections.at(i).title == QLatin1String("Explain it back") ? i : explain;
    QVERIFY(explain > 0 && explain + 1 < sections.size());
    QSignalSpy moved(page_.get(), &LessonPage::positionChanged);
    page_->scrollToSection(explain);
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    page_->settleLayout();
    QScrollBar* bar = page_->verticalScrollBar();
    // The case at hand: the next heading shows in the view too.
    QWidget* next = page_->blockWidget(sections.at(explain + 1).blockIndex);
    QVERIFY(next);
    QVERIFY2(next->mapTo(page_->viewport(), QPoint()).y() < page_->viewport()->height(),
             "the next heading is out of the view: nothing to choose between");
    QCOMPARE(page_->currentSection(), sections.at(explain).title);
    QVERIFY(!moved.isEmpty());
    QCOMPARE(moved.last().at(1).toString(), sections.at(explain).title);
    // The student scrolls: the view's own reading rules again.
    bar->triggerAction(QAbstractSlider::SliderToMaximum);
    bar->triggerAction(QAbstractSlider::SliderSingleStepSub);
    bar->triggerAction(QAbstractSlider::SliderToMaximum);
    QCOMPARE(page_->currentSection(), sections.last().title);
}

// A student pass: Ctrl++ at lesson 3's "What a mask does" showed an earlier section, as the text
// above grew and the scroll position stayed a number. The block at the top of the view stays at
// the top, at the same share of its height, zooming in and out.
void TestLessonPage::zoomKeepsTheReadersPlace() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/01b-mixing-values.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    const QList<lessons::Section> sections = lesson_.sections();
    int mask = -1;
    for (int i = 0; i < sections.size(); ++i) {
        if (sections.at(i).title.startsWith(QStringLiteral("What a mask does")))
            mask = i;
    }
    QVERIFY(mask > 0);
    page_->ensureBuilt();
    page_->scrollToSection(mask);
    QVERIFY(QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 20000));
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    QWidget* target = page_->blockWidget(sections.at(mask).blockIndex);
    QVERIFY(target);
    // The student scrolls a step down and back (the jump's own anchor is let go).
    page_->verticalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepAdd);
    page_->verticalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepSub);
    const auto offset = [&] {
        return page_->verticalScrollBar()->value() - target->mapTo(page_->widget(), QPoint()).y();
    };
    const double share = double(offset()) / target->height();
    for (int zoom : {3, 0, -2}) {
        page_->setZoom(zoom);
        for (int i = 0; i < 10; ++i)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        const double now = double(offset()) / target->height();
        QVERIFY2(std::abs(now - share) * target->height() <= 3.0,
                 qPrintable(QStringLiteral("zoom %1: the view's top is %2 px into the section's "
                                           "heading (%3 px high), was a share of %4")
                                .arg(zoom)
                                .arg(offset())
                                .arg(target->height())
                                .arg(share)));
    }
}

// Student pass sp12 N12: resizing the window jumped the page from "Quick check" to another
// section, as the text above reflowed and the scroll position stayed a number. The block at the
// top of the view stays at the top, at the same share of its height, through narrower and wider.
void TestLessonPage::resizeKeepsTheReadersPlace() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/01-scaled-dot-product.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    const QList<lessons::Section> sections = lesson_.sections();
    int check = -1;
    for (int i = 0; i < sections.size(); ++i) {
        if (sections.at(i).title.startsWith(QStringLiteral("Quick check")))
            check = i;
    }
    QVERIFY(check > 0);
    page_->ensureBuilt();
    page_->scrollToSection(check);
    QVERIFY(QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 20000));
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    QWidget* target = page_->blockWidget(sections.at(check).blockIndex);
    QVERIFY(target);
    // The student scrolls a step down and back (the jump's own anchor is let go).
    page_->verticalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepAdd);
    page_->verticalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepSub);
    const auto offset = [&] {
        return page_->verticalScrollBar()->value() - target->mapTo(page_->widget(), QPoint()).y();
    };
    const double share = double(offset()) / target->height();
    const QString section = page_->currentSection();
    QVERIFY(section.startsWith(QStringLiteral("Quick check")));
    for (const QSize size : {QSize(620, 700), QSize(1400, 800), QSize(760, 900)}) {
        page_->resize(size);
        page_->settleLayout();
        for (int i = 0; i < 10; ++i)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        const double now = double(offset()) / target->height();
        QVERIFY2(std::abs(now - share) * target->height() <= 3.0,
                 qPrintable(QStringLiteral("%1x%2: the view's top is %3 px into the section's "
                                           "heading (%4 px high), was a share of %5")
                                .arg(size.width())
                                .arg(size.height())
                                .arg(offset())
                                .arg(target->height())
                                .arg(share)));
        QCOMPARE(page_->currentSection(), section);
    }
}

// Lesson 5's traps are ordinary questions that reveal their charts: what waits for one of them
// said "Answer the prediction above first". One gate per reveal of the plan: the "Watch it happen"
// softmax waits for step 2's prediction in a gate of its own.
void TestLessonPage::hiddenPartNamesWhatItWaitsFor() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/03-interview-sqrt-dk.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->ensureBuilt();
    QHash<QString, bool> isPrediction;
    for (QuestionBlock* q : page_->findChildren<QuestionBlock*>())
        isPrediction.insert(q->questionId(), q->isPrediction());
    int predictions = 0;
    int questions = 0;
    for (const lessons::RevealPlan::Reveal& r : lessons::RevealPlan::of(lesson_).reveals)
        ++(isPrediction.value(r.question->id()) ? predictions : questions);
    QVERIFY(predictions > 0);
    QVERIFY(questions > 0);
    int waitingForPrediction = 0;
    int waitingForQuestion = 0;
    for (QFrame* frame : page_->findChildren<QFrame*>()) {
        waitingForPrediction +=
            frame->accessibleName().startsWith(QStringLiteral("Answer the prediction "));
        waitingForQuestion +=
            frame->accessibleName().startsWith(QStringLiteral("Answer the question "));
    }
    QCOMPARE(waitingForPrediction, predictions);
    QCOMPARE(waitingForQuestion, questions);
    // The "Watch it happen" softmax waits for a prediction in step 2 of the walkthrough, which
    // the student may not have turned to: its placeholder names the step ("the prediction
    // above" pointed at step 1's slider).
    const QString watch = QStringLiteral(
        "Answer the prediction in step 2 of 5 (“Wider heads, the same scores”) of "
        "the walkthrough “The answer in five steps” above first; more of “Watch it happen” "
        "appears once you have.");
    int named = 0;
    for (QFrame* frame : page_->findChildren<QFrame*>())
        named += frame->accessibleName() == watch ? 1 : 0;
    QCOMPARE(named, 1);
}

// Issue 22, lecturer pass: lesson 5's "Next step" let the student pass step 2's prediction
// unmade, and step 3 and "Watch it happen" then showed what it asks. A step that holds a
// prediction not yet made keeps Next disabled and says why beside it; a made prediction, right
// or wrong, lets the student on. Previous is never held.
void TestLessonPage::walkthroughNextWaitsForTheStepsPrediction() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/03-interview-sqrt-dk.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->ensureBuilt();
    auto* walk = findBlock<WalkthroughBlock>(page_.get());
    QVERIFY(walk);
    QCOMPARE(walk->currentStep(), 0);
    // Step 1 holds a prediction of its own since lesson26 (predict-wide-head-variance).
    QVERIFY(!walk->nextButton()->isEnabled());
    QuestionBlock* variance =
        studentflow::question(page_.get(), QStringLiteral("predict-wide-head-variance"));
    QVERIFY(variance);
    studentflow::tick(variance, {QStringLiteral("linear")});
    variance->checkButton()->click();
    QVERIFY(walk->nextButton()->isEnabled());
    QVERIFY(!walk->heldLabel()->isVisibleTo(walk));
    QTest::mouseClick(walk->nextButton(), Qt::LeftButton);
    QCOMPARE(walk->currentStep(), 1);
    QVERIFY(!walk->nextButton()->isEnabled());
    QVERIFY(walk->heldLabel()->isVisibleTo(walk));
    QCOMPARE(walk->heldLabel()->text(), QStringLiteral("Make the prediction below to go on."));
    QCOMPARE(walk->heldLabel()->accessibleName(),
             QStringLiteral("Make the prediction in this step first: Next step waits until you "
                            "have."));
    QCOMPARE(walk->nextButton()->toolTip(), walk->heldLabel()->accessibleName());
    QTest::mouseClick(walk->nextButton(), Qt::LeftButton);
    QCOMPARE(walk->currentStep(), 1);
    QVERIFY(walk->previousButton()->isEnabled());

    QuestionBlock* saturation =
        question(page_.get(), QStringLiteral("predict-ninety-percent-width"));
    choose(saturation, {QStringLiteral("same")}); // wrong, but made
    QTest::mouseClick(saturation->checkButton(), Qt::LeftButton);
    QVERIFY(saturation->isAnswered());
    QVERIFY(walk->nextButton()->isEnabled());
    QVERIFY(!walk->heldLabel()->isVisibleTo(walk));
    QVERIFY(walk->nextButton()->toolTip().isEmpty());
    QTest::mouseClick(walk->nextButton(), Qt::LeftButton);
    QCOMPARE(walk->currentStep(), 2);
    QVERIFY(!walk->nextButton()->isEnabled()); // step 3 holds predict-gradient
    QVERIFY(walk->heldLabel()->isVisibleTo(walk));
    QTest::mouseClick(walk->previousButton(), Qt::LeftButton);
    QCOMPARE(walk->currentStep(), 1);
    QVERIFY(walk->nextButton()->isEnabled());
    QVERIFY(keeper_->flush());

    // Reopened: the prediction comes back from the record, and so does the free Next.
    openPage();
    page_->ensureBuilt();
    auto* again = findBlock<WalkthroughBlock>(page_.get());
    QCOMPARE(again->currentStep(), 1);
    QVERIFY(again->nextButton()->isEnabled());
    again->setStep(2);
    QVERIFY(!again->nextButton()->isEnabled());
}

void TestLessonPage::walkthroughButtonsStayPut_data() {
    QTest::addColumn<int>("width");
    QTest::addRow("800 px") << 800;
    QTest::addRow("1440 px") << 1440;
}

// Issue 22, lecturer pass: the step box's buttons sat below the step, so they jumped with every
// step's height, at the two far ends of a box 900 px wide. They now sit side by side above the
// step, at their natural width, in one place for all five steps.
void TestLessonPage::walkthroughButtonsStayPut() {
    QFETCH(int, width);
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/03-interview-sqrt-dk.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->resize(width, 860);
    page_->ensureBuilt();
    auto* walk = findBlock<WalkthroughBlock>(page_.get());
    QVERIFY(walk);
    QList<QPoint> nextPlaces, previousPlaces;
    for (int step = 0; step < walk->stepCount(); ++step) {
        walk->setStep(step);
        page_->settleLayout();
        for (QPushButton* button : {walk->previousButton(), walk->nextButton()}) {
            QVERIFY(button->isVisible());
            QCOMPARE(button->width(), button->sizeHint().width());
            QVERIFY2(button->width() < 220, qPrintable(QString::number(button->width())));
        }
        const QRect previous(walk->previousButton()->mapTo(walk, QPoint()),
                             walk->previousButton()->size());
        const QRect next(walk->nextButton()->mapTo(walk, QPoint()), walk->nextButton()->size());
        QCOMPARE_LE(next.left() - previous.right(), 20);                       // side by side
        QVERIFY(next.bottom() < walk->stepLabel()->mapTo(walk, QPoint()).y()); // above the step
        nextPlaces.append(next.topLeft());
        previousPlaces.append(previous.topLeft());
        // The step's text keeps to the page's measure, in line with the text above the box (it
        // ran 130 characters a line across the box at 1440 px).
        const QWidget* meta = page_->widget()->findChild<QWidget*>(QStringLiteral("lessonMeta"));
        QVERIFY(meta);
        const int column = meta->mapTo(page_->widget(), QPoint()).x();
        QCOMPARE(walk->stepLabel()->mapTo(page_->widget(), QPoint()).x(), column);
        QCOMPARE_LE(walk->stepLabel()->width(), meta->width());
    }
    for (int step = 1; step < walk->stepCount(); ++step) {
        QCOMPARE(nextPlaces.at(step), nextPlaces.first());
        QCOMPARE(previousPlaces.at(step), previousPlaces.first());
    }
}

// Issue 22, lecturer pass: lesson 4's Track 5 showed two placeholders one above the other, both
// "Answer the prediction above first" (the Track 3 bench again waits for Track 3's prediction,
// the bench below it for Track 5's). One placeholder now says what each part waits for.
void TestLessonPage::stackedGatesShowOnePlaceholder() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/02-gain-knob.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->ensureBuilt();
    const auto shown = [this] {
        QStringList texts;
        for (QFrame* frame : page_->findChildren<QFrame*>()) {
            if (frame->isVisibleTo(page_.get()) &&
                frame->accessibleName().contains(QStringLiteral("first")) &&
                frame->accessibleName().contains(QStringLiteral("appear")))
                texts.append(frame->accessibleName());
        }
        return texts;
    };
    const QString both = QStringLiteral(
        "Two parts of the lesson wait here: the first appears once you have answered the "
        "prediction in the section “Track 3 · Bench test: measure it”, the second once you have "
        "answered the prediction above.");
    QVERIFY2(shown().contains(both), qPrintable(shown().join('\n')));
    const QString ownTrack3 = QStringLiteral(
        "Answer the prediction in the section “Track 3 · Bench test: measure it” first; more of "
        "“Track 5 · The fix: one automatic gain control” appears once you have.");
    const QString ownTrack5 =
        QStringLiteral("Answer the prediction above first; more of “Track 5 · The fix: one "
                       "automatic gain control” appears once you have.");
    QCOMPARE(shown().count(both), 1);
    QVERIFY(!shown().contains(ownTrack3)); // spoken for by the one above
    QVERIFY(!shown().contains(ownTrack5)); // said in the one above
    QuestionBlock* bench = question(page_.get(), QStringLiteral("predict-bench"));
    choose(bench, {bench->optionButtons().first()->property("optionId").toString()});
    QTest::mouseClick(bench->checkButton(), Qt::LeftButton);
    QVERIFY(bench->isAnswered());
    QVERIFY(!shown().contains(both));
    QVERIFY(!shown().contains(ownTrack3));
    // Track 3's own bench opened, Track 5's placeholder speaks for itself.
    QCOMPARE(shown().count(ownTrack5), 1);
    QuestionBlock* gain = question(page_.get(), QStringLiteral("predict-gain-variance-two"));
    choose(gain, {gain->optionButtons().first()->property("optionId").toString()});
    QTest::mouseClick(gain->checkButton(), Qt::LeftButton);
    QCOMPARE(shown().count(ownTrack5), 0);
}

void TestLessonPage::gateBoxesStandOnlyOverWhatWaits_data() {
    QTest::addColumn<QString>("file");
    for (const char* file : {"00-dot-products.lesson.md", "01-scaled-dot-product.lesson.md",
                             "01b-mixing-values.lesson.md", "02-gain-knob.lesson.md",
                             "03-interview-sqrt-dk.lesson.md"})
        QTest::addRow("%s", file) << QString::fromLatin1(file);
}

// sp32 #7: "Answer the prediction above first; this part of the lesson appears once you have"
// stood right above the open heading of the next section (lesson 2's lab, its quick check), and
// read as that section waiting. Walked as a student answers, one question at a time: a box that
// shows stands over parts still hidden, and one inside a section names that section, or inside
// a walkthrough's step that step (note33: "more of “The answer in five steps”").
void TestLessonPage::gateBoxesStandOnlyOverWhatWaits() {
    QFETCH(QString, file);
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons/") + file);
    QVERIFY(parsed.lesson.has_value());
    lesson_ = *parsed.lesson; // with its holds
    openPage();
    page_->resize(1000, 700);
    page_->ensureBuilt();
    QVERIFY(QTest::qWaitFor([&] { return page_->isComplete(); }, 20000));
    const QList<lessons::Section> sections = page_->lesson().sections();
    // The title of the section (level 2 or deeper) whose heading is the last above `w`.
    const auto sectionOf = [&](QWidget* w) {
        const int y = w->mapTo(page_->widget(), QPoint()).y();
        QString title;
        for (const lessons::Section& section : sections) {
            QWidget* heading = page_->blockWidget(section.blockIndex);
            if (section.level >= 2 && heading && heading->isVisibleTo(page_->widget()) &&
                heading->mapTo(page_->widget(), QPoint()).y() <= y)
                title = markdownToPlainText(section.title);
        }
        return title;
    };
    QStringList wrong;
    int boxesSeen = 0;
    const auto look = [&](const QString& when) {
        page_->settleLayout();
        for (QWidget* widget : page_->findChildren<QWidget*>()) {
            auto* gate = dynamic_cast<RevealGate*>(widget); // it has no meta-object of its own
            if (!gate || !gate->isVisibleTo(page_->widget()))
                continue;
            // Its box is its first child (what waits is adopted after it).
            QWidget* box = gate->findChildren<QFrame*>(Qt::FindDirectChildrenOnly).value(0);
            if (!box || !box->isVisibleTo(gate))
                continue;
            ++boxesSeen;
            const QString text = box->accessibleName();
            for (QWidget* part : gate->findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
                if (part != box && part->isVisibleTo(gate))
                    wrong.append(QStringLiteral("%1: a box over a shown part: %2").arg(when, text));
            }
            // These say what waits themselves: a hold's box (the rest of the lesson), the
            // takeaways' and one box for two gates ("Two parts of the lesson wait here").
            const bool hold = text.contains(QStringLiteral("the rest of the lesson")) ||
                              text.contains(QStringLiteral("the lesson up to")) ||
                              text.contains(QStringLiteral("takeaways")) ||
                              text.contains(QStringLiteral("wait here"));
            // One inside a walkthrough names its step (it named the walkthrough's section).
            WalkthroughBlock* walk = nullptr;
            for (QWidget* w = gate->parentWidget(); w && !walk; w = w->parentWidget())
                walk = qobject_cast<WalkthroughBlock*>(w);
            const int step = walk ? walk->stepHolding(gate) : -1;
            const QString section = step >= 0 ? walk->stepTitle(step) : sectionOf(gate);
            if (!hold && !section.isEmpty() && !text.contains(QStringLiteral("“%1”").arg(section)))
                wrong.append(QStringLiteral("%1: in “%2”: %3").arg(when, section, text));
        }
    };
    look(QStringLiteral("unanswered"));
    for (bool answered = true; answered;) {
        answered = false;
        for (QuestionBlock* q : page_->findChildren<QuestionBlock*>()) {
            if (q->isAnswered() || !q->isVisibleTo(page_->widget()) ||
                !q->checkButton()->isEnabled())
                continue;
            if (QLineEdit* field = q->numericField())
                field->setText(QStringLiteral("1"));
            else
                q->optionButtons().constFirst()->click();
            q->checkButton()->click();
            if (!q->isAnswered())
                continue;
            answered = true;
            look(QStringLiteral("after %1").arg(q->questionId()));
            if (auto* walk = qobject_cast<WalkthroughBlock*>(
                    q->parentWidget() ? q->parentWidget()->parentWidget() : nullptr);
                walk && walk->nextButton()->isEnabled())
                walk->nextButton()->click();
            break;
        }
        for (WalkthroughBlock* walk : page_->findChildren<WalkthroughBlock*>()) {
            if (walk->isVisibleTo(page_->widget()) && walk->nextButton()->isEnabled()) {
                walk->nextButton()->click();
                answered = true;
            }
        }
    }
    qInfo("%d boxes looked at", boxesSeen);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    QVERIFY(boxesSeen > 0);
}

// Issue 22, item 8: the printed or PDF copy of a lesson shows each question's options in the
// order the screen shows them, shuffled for this learner (not the file's order, where the right
// option used to come first).
void TestLessonPage::printShowsTheShuffledOrder() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/01-scaled-dot-product.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    lesson_ = heldlessons::withoutHolds(*parsed.lesson); // holds: tst_holds
    openPage();
    page_->ensureBuilt();
    QVERIFY(QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 60000));
    const auto visibleWidgets = [this] {
        QList<QWidget*> visible;
        for (QWidget* widget : page_->findChildren<QWidget*>()) {
            if (widget->isVisibleTo(page_.get()))
                visible.append(widget);
        }
        return visible;
    };
    const QList<QWidget*> onScreen = visibleWidgets();
    const QString pdf = dir_->filePath(QStringLiteral("lesson.pdf"));
    QString error;
    QVERIFY2(exportLessonPdf(page_.get(), pdf, &error), qPrintable(error));
    QProcess process;
    process.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY2(process.waitForFinished(60000), "pdftotext (poppler-utils) is needed");
    QString text = QString::fromUtf8(process.readAllStandardOutput());
    text.replace(QChar(0xFB01), QStringLiteral("fi")).replace(QChar(0xFB02), QStringLiteral("fl"));
    text = text.simplified();
    int questions = 0, shuffled = 0;
    for (QuestionBlock* q : page_->findChildren<QuestionBlock*>()) {
        if (q->optionButtons().size() < 2)
            continue;
        ++questions;
        const lessons::Block* block = lesson_.findById(q->questionId());
        QVERIFY(block);
        QStringList shownIds;
        int at = -1;
        for (QAbstractButton* button : q->optionButtons()) {
            shownIds.append(button->property("optionId").toString());
            // The option's first three words in a row that the paper shows as the accessible
            // name reads them: math is spoken ("square root of") where the paper prints √.
            const QStringList words = button->accessibleName().simplified().split(QLatin1Char(' '));
            int found = -1;
            for (qsizetype i = 0; found < 0 && i + 3 <= words.size(); ++i)
                found = int(text.indexOf(words.mid(i, 3).join(QLatin1Char(' ')), at + 1));
            QVERIFY2(found > at,
                     qPrintable(q->questionId() + QStringLiteral(": ") + button->accessibleName()));
            at = found;
        }
        shuffled += shownIds != block->args(QStringLiteral("option")) ? 1 : 0;
    }
    QVERIFY(questions >= 5);
    QVERIFY(shuffled > 0); // all in written order: 1 in 6^5 for a fresh learner

    // Student pass: the copy printed live buttons, slider tracks and the empty explanation box
    // with its placeholder. The paper has none; the screen gets them back.
    for (const QString& live : {QStringLiteral("Write your explanation here"),
                                QStringLiteral("Compare with the model answer"),
                                QStringLiteral("Show the takeaways now")})
        QVERIFY2(!text.contains(live), qPrintable(live));
    QCOMPARE(visibleWidgets(), onScreen);
    for (QAbstractSpinBox* spin : page_->findChildren<QAbstractSpinBox*>())
        QVERIFY(spin->buttonSymbols() != QAbstractSpinBox::NoButtons);
}

// A dark palette on screen printed near-white text on white paper ("Export lesson as PDF"). The
// PDF's first page, drawn by pdftoppm (poppler-utils), must have dark ink on a light page, and
// the screen keeps its dark palette.
void TestLessonPage::darkScreenPrintsDarkOnWhitePaper() {
    QPalette dark;
    for (QPalette::ColorRole role : {QPalette::Window, QPalette::Base, QPalette::Button})
        dark.setColor(role, QColor(0x20, 0x20, 0x20));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        dark.setColor(role, QColor(0xee, 0xee, 0xee));
    page_->setPalette(dark);
    const QString pdf = dir_->filePath(QStringLiteral("lesson.pdf"));
    QString error;
    QVERIFY2(exportLessonPdf(page_.get(), pdf, &error), qPrintable(error));
    QCOMPARE(page_->widget()->palette().color(QPalette::Text), QColor(0xee, 0xee, 0xee));
    QVERIFY(!page_->widget()->testAttribute(Qt::WA_SetPalette));

    QProcess process;
    const QString prefix = dir_->filePath(QStringLiteral("page"));
    process.start(QStringLiteral("pdftoppm"),
                  {QStringLiteral("-r"), QStringLiteral("50"), QStringLiteral("-f"),
                   QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"),
                   QStringLiteral("-png"), pdf, prefix});
    QVERIFY2(process.waitForFinished(60000), "pdftoppm (poppler-utils) is needed");
    const QStringList pages =
        QDir(dir_->path()).entryList({QStringLiteral("page*.png")}, QDir::Files);
    QCOMPARE(pages.size(), 1);
    const QImage image(dir_->filePath(pages.first()));
    QVERIFY(!image.isNull());
    qint64 inked = 0, light = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const int gray = qGray(image.pixel(x, y));
            inked += gray < 100;
            light += gray > 200;
        }
    }
    const qint64 all = qint64(image.width()) * image.height();
    QVERIFY2(light > all * 8 / 10,
             qPrintable(QStringLiteral("%1 of %2 light").arg(light).arg(all)));
    // White text on white paper inks nothing; the text of the first page inks about 0.4 % at
    // 50 dpi now that input boxes and radio circles stay off the paper (sp13 N2).
    QVERIFY2(inked > all / 400, qPrintable(QStringLiteral("%1 of %2 inked").arg(inked).arg(all)));
}

void TestLessonPage::everyBlockKeepsToTheTextColumn_data() {
    QTest::addColumn<QString>("file");
    const QStringList files =
        QDir(testpaths::source(u"resources/lessons"))
            .entryList({QStringLiteral("*.lesson.md")}, QDir::Files, QDir::Name);
    for (const QString& file : files) {
        if (!file.endsWith(QLatin1String(".de.lesson.md")))
            QTest::addRow("%s", qPrintable(file)) << file;
    }
}

// Issue 19, item 1 (a student pass at 1440 px): the "commit your prediction" bands, the labs and
// their verdicts ran x 384-1244 beside text at 583-1045; then (sp19) blocks ran at five widths,
// 463 to 860 px. The rule: every block keeps to the text's measure; a lab or a figure (chart,
// console, walkthrough, code) may take one wider measure (LabBlock::kMeasureShare of it), centred
// on the text; any block is wider only as far as its controls need, centred too.
void TestLessonPage::everyBlockKeepsToTheTextColumn() {
    QFETCH(QString, file);
    QVERIFY(openBuiltIn(file, {1440, 900}));
    QWidget* content = page_->widget();
    const QWidget* column = nullptr;
    int textLeft = -1, textRight = -1;
    for (ProseBlock* prose : content->findChildren<ProseBlock*>()) {
        if (!prose->isVisibleTo(content))
            continue;
        column = column ? column : prose->parentWidget();
        const QRect r(prose->mapTo(content, QPoint()), prose->size());
        if (r.width() > textRight - textLeft) {
            textLeft = r.left();
            textRight = r.right();
        }
    }
    QVERIFY(column);
    QCOMPARE_LT(textRight - textLeft, column->width() * 3 / 4); // a measure, not the column
    const int centre = (textLeft + textRight) / 2;
    const auto isFigure = [](const QWidget* w) {
        return qobject_cast<const ChartBlock*>(w) || qobject_cast<const ConsoleBlock*>(w) ||
               qobject_cast<const WalkthroughBlock*>(w) || qobject_cast<const CodeBlock*>(w);
    };
    const auto check = [&](const char* state) {
        int checked = 0;
        QList<QWidget*> blocks;
        for (QObject* child : column->children()) {
            auto* widget = qobject_cast<QWidget*>(child);
            if (!widget || !widget->isVisibleTo(content))
                continue;
            // A reveal gate (a plain QWidget) holds its band and the blocks it reveals.
            if (QByteArrayView(widget->metaObject()->className()) == "QWidget") {
                for (QWidget* inner : widget->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
                    if (inner->isVisibleTo(content))
                        blocks.append(inner);
            } else {
                blocks.append(widget);
            }
        }
        for (const QWidget* block : std::as_const(blocks)) {
            const QRect r(block->mapTo(content, QPoint()), block->size());
            const int needed = std::max(textRight - textLeft + 1, block->minimumSizeHint().width());
            const QString what =
                QStringLiteral("%1, %2 %3: x %4..%5, text %6..%7, needs %8")
                    .arg(QLatin1String(state), QLatin1String(block->metaObject()->className()),
                         block->accessibleName().left(40))
                    .arg(r.left())
                    .arg(r.right())
                    .arg(textLeft)
                    .arg(textRight)
                    .arg(needed);
            QVERIFY2(std::abs(r.center().x() - centre) <= 2,
                     qPrintable(what + QStringLiteral(" (off centre)")));
            // A lab or a figure at the one wider measure (sp19: five widths on one page).
            // The console keeps the column: its displays sit side by side to fit one screen.
            if (qobject_cast<const ConsoleBlock*>(block)) {
                ++checked;
                continue;
            }
            const bool wide = isFigure(block) || qobject_cast<const LabBlock*>(block);
            const double share = wide ? LabBlock::kMeasureShare : 1.0;
            const int allowed = std::max(int(std::lround((textRight - textLeft + 1) * share)),
                                         block->minimumSizeHint().width());
            QVERIFY2(r.width() <= allowed + 2,
                     qPrintable(what + (wide ? QStringLiteral(" (wider than the wide measure)")
                                             : QStringLiteral(" (wider than the text)"))));

            ++checked;
        }
        QVERIFY(checked > 10);
    };
    check("opened");
    QVERIFY(answerChoicesAndSettle(page_.get())); // what the answers reveal
    check("answered");
}

// Issue 19, item 2: "Commit your prediction first" came in above the run table and pushed it
// 33 px down. The lab's notices have a slot that keeps its room, one line (sp19), and each
// notice fits in it.
void TestLessonPage::labNoticeMovesNothing() {
    QVERIFY(openBuiltIn(QStringLiteral("01-scaled-dot-product.lesson.md"), {1440, 900}));
    auto* lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab && lab->commitButton());
    page_->ensureWidgetVisible(lab->runButton(), 0, 250);
    page_->settleLayout();
    QVERIFY(lab->run()); // the lesson's logits: a run to compare with, not scored
    page_->settleLayout();
    QVERIFY(lab->historyTable()->isVisible());
    const QPoint table = lab->historyTable()->mapTo(page_->widget(), QPoint());
    const int labHeight = lab->height();
    // The room kept for a notice is one line (sp19: a 60 px blank band under the buttons).
    QWidget* slot = lab->comparisonLabel()->parentWidget();
    QFont bold = lab->comparisonLabel()->font();
    bold.setBold(true);
    const int line = QFontMetrics(bold).lineSpacing();
    QVERIFY2(
        slot->isVisible() && slot->height() >= lab->comparisonLabel()->fontMetrics().height() &&
            slot->height() <= line + 2,
        qPrintable(QStringLiteral("%1 px kept for a %2 px line").arg(slot->height()).arg(line)));
    QLineEdit* logits = lab->logitsField();
    logits->setText(QStringLiteral("4, 1, 0"));
    QVERIFY(!lab->run()); // held: no prediction committed
    page_->settleLayout();
    QVERIFY(lab->comparisonLabel()->isVisible());
    QVERIFY(lab->comparisonLabel()->text().contains(QLatin1String("Commit your prediction")));
    QCOMPARE(lab->historyTable()->mapTo(page_->widget(), QPoint()), table);
    QCOMPARE(lab->height(), labHeight);
    QVERIFY(lab->run()); // run anyway: unscored, one more row, the notice changes
    page_->settleLayout();
    QCOMPARE(lab->historyTable()->mapTo(page_->widget(), QPoint()), table);
    QVERIFY(lab->comparisonLabel()->text().contains(QLatin1String("not scored")));
    int added = 0; // the second run's rows, one per head dimension
    for (int row = lab->runTable()->firstRowOfRun(1); row < lab->historyTable()->rowCount(); ++row)
        added += lab->historyTable()->rowHeight(row);
    QCOMPARE(lab->height(), labHeight + added);
}

// Student pass sp19: the lab's empty notice slot printed as a blank band under its buttons. It
// stays off paper while it shows nothing, and goes once no notice can come (the prediction is
// scored: the slot holds the verdict, as tall as it is). Student pass sp27: a fresh or reset lab
// has no run table for a notice to push down, and keeps no room.
void TestLessonPage::labNoticeSlotOnlyWhileANoticeCanCome() {
    QVERIFY(openBuiltIn(kDirectionLab, {1440, 900})); // a direction lab (lesson 2's asks a number)
    auto* lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab && lab->commitButton());
    QWidget* slot = lab->comparisonLabel()->parentWidget();
    QVERIFY(!slot->isVisible());
    QVERIFY(lab->run()); // a run to compare with: now a table for a notice to push down
    page_->settleLayout();
    QVERIFY(slot->isVisible());
    {
        PaperLook paper(page_.get());
        page_->settleLayout();
        QVERIFY(!slot->isVisible()); // empty: not on paper
    }
    page_->settleLayout();
    QVERIFY(slot->isVisible());
    const int kept = slot->height();
    // Scored: the verdict, as tall as it is; no room kept beyond it.
    lab->directionButtons().constFirst()->setChecked(true);
    QTest::mouseClick(lab->commitButton(), Qt::LeftButton);
    lab->logitsField()->setText(QStringLiteral("0, 8, 4"));
    QVERIFY(lab->run());
    page_->settleLayout();
    QVERIFY(lab->comparisonLabel()->isVisible());
    QVERIFY(lab->comparisonLabel()->text().contains(QLatin1String("What happens")));
    QCOMPARE(slot->height(), lab->comparisonLabel()->height());
    {
        PaperLook paper(page_.get());
        page_->settleLayout();
        QVERIFY(slot->isVisible()); // the verdict prints
    }
    // Reset: no table, no room; after the next run a notice can come again, and its line is kept.
    lab->reset();
    page_->settleLayout();
    QVERIFY(!slot->isVisible());
    QVERIFY(lab->run());
    page_->settleLayout();
    QVERIFY(slot->isVisible());
    QCOMPARE(slot->height(), kept);
}

// Issue 19, item 2: Reset took the lab's runs at a click, beside Restore. With runs to lose it
// asks first; Cancel keeps them.
void TestLessonPage::resetAsksBeforeClearingRuns() {
    QVERIFY(openBuiltIn(QStringLiteral("01-scaled-dot-product.lesson.md"), {1440, 900}));
    auto* lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab);
    // No runs: nothing to lose, nothing asked.
    QTest::mouseClick(lab->resetButton(), Qt::LeftButton);
    QVERIFY(lab->runs().isEmpty());
    QVERIFY(lab->run());
    QCOMPARE(lab->runs().size(), 1);
    const auto answer = [](QMessageBox::ButtonRole role, QString* asked) {
        QTimer::singleShot(0, [role, asked] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            *asked = box->text();
            for (QAbstractButton* button : box->buttons()) {
                if (box->buttonRole(button) == role) {
                    button->click();
                    return;
                }
            }
        });
    };
    QString asked;
    answer(QMessageBox::RejectRole, &asked);
    QTest::mouseClick(lab->resetButton(), Qt::LeftButton);
    QVERIFY2(asked.contains(QLatin1String("1 run")), qPrintable(asked));
    QCOMPARE(lab->runs().size(), 1);
    asked.clear();
    answer(QMessageBox::DestructiveRole, &asked);
    QTest::mouseClick(lab->resetButton(), Qt::LeftButton);
    QVERIFY(!asked.isEmpty());
    QVERIFY(lab->runs().isEmpty());
    QVERIFY(!lab->historyTable()->isVisible());
}

// Issue 19, item 6: exported from a dark screen, "Not quite" printed in the dark page's pale pink
// on white paper (about 2:1). On paper the verdicts take the light page's colours (WCAG AA).
void TestLessonPage::verdictsPrintInPaperColours() {
    QPalette dark;
    for (QPalette::ColorRole role : {QPalette::Window, QPalette::Base, QPalette::Button})
        dark.setColor(role, QColor(0x20, 0x20, 0x20));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        dark.setColor(role, QColor(0xee, 0xee, 0xee));
    page_->setPalette(dark);
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    QVERIFY(q);
    choose(q, {QStringLiteral("a")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(q->isAnswered() && !q->isCorrect());
    auto* lab = findBlock<LabBlock>(page_.get());
    QVERIFY(lab);
    QTest::mouseClick(lab->directionButtons().at(1), Qt::LeftButton); // flatter
    QVERIFY(lab->commitPrediction());
    lab->logitsField()->setText(QStringLiteral("0, 8, 4"));
    QVERIFY(lab->run());
    QVERIFY(lab->comparisonLabel()->accessibleName().contains(
        QStringLiteral("What happens differs from your prediction.")));
    // A lab's prediction is compared, not graded (sp20): its text has no colour of its own, so
    // on paper it is the paper's ink, never the dark screen's pink.
    const QColor pink = verdictColor(false, q->palette());
    QVERIFY(!lab->comparisonLabel()->text().contains(QLatin1String("color")));
    {
        PaperLook paper(page_.get());
        const QColor ink = q->verdictLabel()->palette().color(QPalette::WindowText);
        QVERIFY2(attn::charts::contrastRatio(ink, Qt::white) >= 4.5, qPrintable(ink.name()));
        const QString text = lab->comparisonLabel()->text();
        QVERIFY2(!text.contains(QLatin1String("color")), qPrintable(text));
        const QColor labInk = lab->comparisonLabel()->palette().color(QPalette::WindowText);
        QVERIFY2(attn::charts::contrastRatio(labInk, Qt::white) >= 4.5, qPrintable(labInk.name()));
    }
    // Back on the dark screen, its own colours again.
    QCOMPARE(q->verdictLabel()->palette().color(QPalette::WindowText), pink);
}

// Student pass sp19: ticking "Mask key 3" in lesson 3's lab put a note under the third slider
// and moved the check box 19 px down under the pointer that ticked it; the chart's "Reset to the
// lesson's values" took the note away and moved the page back up. The note's line is kept.
void TestLessonPage::maskNoteMovesNothing() {
    QVERIFY(openBuiltIn(QStringLiteral("01b-mixing-values.lesson.md"), {1440, 900}));
    QVERIFY(answerChoicesAndSettle(page_.get())); // what waits for a prediction shows
    ToggleControl* mask = findBlock<ToggleControl>(page_.get(), QStringLiteral("Mask key"));
    QVERIFY(mask);
    SliderControl* masked = nullptr;
    for (SliderControl* slider : page_->findChildren<SliderControl*>())
        masked = slider->param() == QLatin1String("z3") ? slider : masked;
    QVERIFY(masked);
    ChartBlock* chart = nullptr;
    for (ChartBlock* block : page_->findChildren<ChartBlock*>())
        chart = !chart && block->resetButton() ? block : chart;
    QVERIFY(chart);
    QCheckBox* box = mask->checkBox();
    QPushButton* reset = chart->resetButton();
    page_->ensureWidgetVisible(box, 0, 300);
    page_->settleLayout();
    const auto at = [&](QWidget* w) { return w->mapTo(page_->widget(), QPoint()); };
    const QPoint boxAt = at(box), resetAt = at(reset);
    const int scrolled = page_->verticalScrollBar()->value();
    QTest::mouseClick(box, Qt::LeftButton);
    page_->settleLayout();
    QVERIFY(box->isChecked());
    QVERIFY(masked->isMasked());
    QCOMPARE(at(box), boxAt);
    QCOMPARE(at(reset), resetAt);
    QCOMPARE(page_->verticalScrollBar()->value(), scrolled);
    QVERIFY(reset->isEnabled());
    QTest::mouseClick(reset, Qt::LeftButton);
    page_->settleLayout();
    QVERIFY(!box->isChecked());
    QVERIFY(!masked->isMasked());
    QCOMPARE(at(box), boxAt);
    QCOMPARE(at(reset), resetAt);
    QCOMPARE(page_->verticalScrollBar()->value(), scrolled);
}

// Student pass sp19: Tab onto an option at the view's bottom edge scrolled its circle into sight
// and left the text beside it half hidden. The option comes into sight with its text.
void TestLessonPage::tabToAnOptionShowsItsText() {
    QVERIFY(openBuiltIn(QStringLiteral("00-dot-products.lesson.md"), {1000, 700}));
    QuestionBlock* q = nullptr;
    QAbstractButton* option = nullptr;
    QLabel* text = nullptr;
    // An option whose text runs to more lines than its circle is tall, below the first screen.
    for (QuestionBlock* block : page_->findChildren<QuestionBlock*>()) {
        for (QAbstractButton* button : block->optionButtons()) {
            for (QLabel* label : block->findChildren<QLabel*>()) {
                if (!option && label->isVisible() &&
                    label->accessibleName() == button->accessibleName() &&
                    label->height() >= button->height() + 8 &&
                    button->mapTo(page_->widget(), QPoint()).y() > page_->viewport()->height()) {
                    q = block;
                    option = button;
                    text = label;
                }
            }
        }
    }
    QVERIFY(q && option && text);
    const auto box = [&](QWidget* w) {
        return QRect(w->mapTo(page_->viewport(), QPoint()), w->size());
    };
    // The circle just inside the view's foot, most of its text below.
    const int circleBottom = option->mapTo(page_->widget(), QPoint()).y() + option->height();
    page_->verticalScrollBar()->setValue(circleBottom + 2 - page_->viewport()->height());
    page_->settleLayout();
    QVERIFY2(box(text).bottom() >= page_->viewport()->height(),
             qPrintable(QStringLiteral("circle %1..%2, text %3..%4, view %5, scroll %6")
                            .arg(box(option).top())
                            .arg(box(option).bottom())
                            .arg(box(text).top())
                            .arg(box(text).bottom())
                            .arg(page_->viewport()->height())
                            .arg(page_->verticalScrollBar()->value())));
    option->setFocus(Qt::TabFocusReason);
    page_->settleLayout();
    QVERIFY2(page_->viewport()->rect().contains(box(text)),
             qPrintable(QStringLiteral("the option's text at %1..%2 in a %3 px view")
                            .arg(box(text).top())
                            .arg(box(text).bottom())
                            .arg(page_->viewport()->height())));
    QVERIFY(page_->viewport()->rect().contains(box(option)));
}

// PageFocus::scrollToShowLine, the rule a clicked Check follows (sp19): down only as far as the
// result's first line needs, never so far that the clicked control leaves the view's top, and
// not at all when the line is in sight.
void TestLessonPage::clickedResultScrollsOnlyToItsFirstLine() {
    // A 700 px view at 1000: the line ends at 1650, in sight: no move.
    QCOMPARE(PageFocus::scrollToShowLine(1000, 700, 1600, 1650, 8), 1000);
    // The line ends at 1720, 20 px below the view: 28 px down (with the margin), no more.
    QCOMPARE(PageFocus::scrollToShowLine(1000, 700, 1650, 1720, 8), 1028);
    // Far below: the clicked control at 1300 stays at the view's top edge (less the margin).
    QCOMPARE(PageFocus::scrollToShowLine(1000, 700, 1300, 2500, 8), 1292);
    // The control above the view already: no move up, no move at all.
    QCOMPARE(PageFocus::scrollToShowLine(1000, 700, 990, 2500, 8), 1000);
}

// Student pass sp20: after a second miss or Show answer the question's button row (Check, Retry,
// Show answer) went, and the verdict under the pointer moved up 28 px. Then (sp21) the row kept
// its room empty, while a review card that is done shows its Check disabled: two looks for one
// state. Check stays in its place, disabled, out of Tab's reach, as on the card; Retry and Show
// answer go; on paper the row goes.
void TestLessonPage::doneQuestionKeepsItsButtonRow() {
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    QVERIFY(q);
    page_->settleLayout();
    const auto at = [&](QWidget* w) { return w->mapTo(page_->widget(), QPoint()).y(); };
    choose(q, {QStringLiteral("a")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    page_->settleLayout();
    QVERIFY(q->isAnswered() && !q->isCorrect() && q->showAnswerButton()->isVisible());
    const int verdict = at(q->verdictLabel());
    const int height = q->height();
    QTest::mouseClick(q->showAnswerButton(), Qt::LeftButton);
    page_->settleLayout();
    QVERIFY(q->isAnswerShown());
    QVERIFY(q->checkButton()->isVisible() && !q->checkButton()->isEnabled());
    for (QPushButton* button : {q->checkButton(), q->retryButton(), q->showAnswerButton()}) {
        QVERIFY(button == q->checkButton() || !button->isVisible());
        QVERIFY(!PageFocus::isReachable(button));
    }
    QCOMPARE(at(q->verdictLabel()), verdict);
    QCOMPARE_GE(q->height(), height); // the explanation comes below, nothing goes above
    // On paper the kept room is no blank band: the verdict follows the answer.
    {
        PaperLook paper(page_.get());
        page_->settleLayout();
        const int top = q->verdictLabel()->geometry().top();
        int above = 0;
        for (QWidget* w : q->findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
            if (w->isVisible() && w->geometry().bottom() < top)
                above = std::max(above, w->geometry().bottom());
        }
        QCOMPARE_LT(top - above, q->checkButton()->height());
    }
    page_->settleLayout();
    QCOMPARE(at(q->verdictLabel()), verdict);
}

void TestLessonPage::readoutKeepsItsHeightAsTheAnglePlays_data() {
    QTest::addColumn<int>("width");
    for (int width : {800, 1000, 1160, 1280, 1440})
        QTest::addRow("%d px", width) << width;
}

// Student pass sp20: the reading under lesson 1's vectors chart went between one line and two as
// the angle played, and moved the chart's Reset under it 14 px. It keeps the room of its longest
// reading (the readouts above it keep one height at these widths: checked too).
void TestLessonPage::readoutKeepsItsHeightAsTheAnglePlays() {
    QFETCH(int, width);
    QVERIFY(openBuiltIn(QStringLiteral("00-dot-products.lesson.md"), {width, 900}));
    QVERIFY(answerChoicesAndSettle(page_.get()));
    ChartBlock* chart = nullptr;
    QLabel* reading = nullptr;
    for (ChartBlock* block : page_->findChildren<ChartBlock*>()) {
        for (QLabel* label : block->findChildren<QLabel*>()) {
            // "𝑎·𝑏 = ...": the readout sets the names in math italics.
            if (!reading && label->isVisible() &&
                label->text().contains(QString::fromUcs4(U"\U0001D44E·\U0001D44F"))) {
                chart = block;
                reading = label;
            }
        }
    }
    QVERIFY(chart && reading && chart->resetButton());
    SliderControl* angle = nullptr;
    for (SliderControl* slider : page_->findChildren<SliderControl*>())
        angle = slider->param() == QLatin1String("angle") ? slider : angle;
    QVERIFY(angle);
    const auto at = [&](QWidget* w) { return w->mapTo(page_->widget(), QPoint()); };
    const QPoint reset = at(chart->resetButton());
    const int kept = reading->height();
    QList<ReadoutBlock*> readouts = page_->findChildren<ReadoutBlock*>();
    QList<int> readoutHeights;
    for (ReadoutBlock* readout : std::as_const(readouts))
        readoutHeights.append(readout->height());
    QLabel probe; // the reading's own height, without the room kept
    probe.setFont(reading->font());
    probe.setWordWrap(true);
    probe.setTextFormat(Qt::RichText);
    QSet<int> natural;
    for (double degrees = angle->minimum(); degrees <= angle->maximum(); degrees += 15) {
        angle->setValue(degrees);
        page_->settleLayout();
        probe.setText(reading->text());
        natural.insert(probe.heightForWidth(reading->width()));
        const QString what = QStringLiteral("at %1°: the reading %2 px (%3 at the start), Reset "
                                            "at %4 (%5)")
                                 .arg(degrees)
                                 .arg(reading->height())
                                 .arg(kept)
                                 .arg(at(chart->resetButton()).y())
                                 .arg(reset.y());
        QVERIFY2(reading->height() == kept && at(chart->resetButton()) == reset, qPrintable(what));
        for (qsizetype i = 0; i < readouts.size(); ++i)
            QVERIFY2(readouts.at(i)->height() == readoutHeights.at(i),
                     qPrintable(readouts.at(i)->text() + QStringLiteral(" at %1°").arg(degrees)));
    }
    QVERIFY(kept >= *std::max_element(natural.begin(), natural.end()));
    qInfo("%d px: the reading takes %lld heights", width, qlonglong(natural.size()));
}

void TestLessonPage::walkthroughNoteLeavesNoBand_data() {
    QTest::addColumn<int>("width");
    QTest::addRow("800 px") << 800;
    QTest::addRow("1160 px") << 1160;
    QTest::addRow("1440 px") << 1440;
}

// Issue 19: lesson 5's walkthrough had a blank band under its step buttons, the room kept for
// the note "Make the prediction in this step first" in every step without it. Without that room
// the step moves up as the note goes after a prediction (sp20: 6 px), and the page keeps the
// clicked Check where it was (a text's height that came a turn later had moved it 3 px after
// the page had put it back, in 1 of 3 runs under load).
void TestLessonPage::walkthroughNoteLeavesNoBand() {
    QFETCH(int, width);
    QVERIFY(openBuiltIn(QStringLiteral("03-interview-sqrt-dk.lesson.md"), {width, 900}));
    auto* walk = findBlock<WalkthroughBlock>(page_.get());
    QVERIFY(walk);
    const auto buttonsHeight = [walk] {
        return std::max(walk->previousButton()->height(), walk->nextButton()->height());
    };
    int held = -1;
    // The row is as tall as its buttons with the note beside them too: wrapped to two lines
    // (sp32, at 800 and 1440 px) it moved the step below 5-6 px as it came and went.
    for (int step = 0; step < walk->stepCount(); ++step) {
        walk->setStep(step);
        page_->settleLayout();
        if (walk->heldLabel()->isVisible())
            held = held < 0 ? step : held;
        QVERIFY2(walk->navigation()->height() <= buttonsHeight(),
                 qPrintable(QStringLiteral("step %1: a %2 px row for %3 px buttons")
                                .arg(step + 1)
                                .arg(walk->navigation()->height())
                                .arg(buttonsHeight())));
        // Shown whole, not cut with "…", at these widths.
        QVERIFY2(!walk->heldLabel()->isVisible() ||
                     walk->heldLabel()->text() ==
                         QStringLiteral("Make the prediction below to go on."),
                 qPrintable(walk->heldLabel()->text()));
    }
    QVERIFY(held >= 0);
    walk->setStep(held);
    page_->settleLayout();
    QuestionBlock* prediction = nullptr;
    for (QuestionBlock* q : walk->findChildren<QuestionBlock*>())
        prediction = !prediction && q->isVisible() && q->isPrediction() ? q : prediction;
    QVERIFY(prediction && !prediction->optionButtons().isEmpty());
    QAbstractButton* check = prediction->checkButton();
    page_->verticalScrollBar()->setValue(check->mapTo(page_->widget(), QPoint()).y() -
                                         page_->viewport()->height() / 2);
    page_->settleLayout();
    QTest::mouseClick(prediction->optionButtons().constFirst(), Qt::LeftButton);
    page_->settleLayout();
    const int before = check->mapTo(page_->viewport(), QPoint()).y();
    QTest::mouseClick(check, Qt::LeftButton);
    for (int turn = 0; turn < 5; ++turn) {
        QCoreApplication::processEvents();
        page_->settleLayout();
    }
    QVERIFY(prediction->isAnswered());
    QVERIFY(!walk->heldLabel()->isVisible());
    QVERIFY(walk->navigation()->height() <= buttonsHeight());
    const QWidget* inPlace = check->isVisible() ? check : prediction->retryButton();
    QCOMPARE(inPlace->mapTo(page_->viewport(), QPoint()).y(), before);
}

void TestLessonPage::pressedControlStaysPut_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("firstPlace");
    for (const char* file : {"01-scaled-dot-product.lesson.md", "03-interview-sqrt-dk.lesson.md"}) {
        // The page of an 800x600 window beside the outline, and of a 1440x900 one. Each control
        // is pressed in turn near the view's top, mid-view and (Check, Retry) near its foot,
        // each row starting at another place: the press to lesson 5's short step 4 near the top
        // was the one that moved (sp32, 60 px), and one order alone never tried it; a Check near
        // the foot scrolled 28-156 px to show its verdict (sp33).
        const char* places[] = {"first near the top", "first mid-view", "first near the foot"};
        for (int first = 0; first < 3; ++first) {
            QTest::addRow("%s, 520 px, %s", file, places[first])
                << QString::fromLatin1(file) << QSize(520, 500) << first;
            QTest::addRow("%s, 1160 px, %s", file, places[first])
                << QString::fromLatin1(file) << QSize(1160, 780) << first;
        }
    }
}

// Issue 19, student pass at stop 55: in lesson 5's walkthrough "Next step" moved under the
// pointer by 165 px and then 100 px (a shorter step at the page's end drew the view up with it),
// and answering step 1's prediction scrolled the view 110 px. A control the student presses
// stays where it was on the screen: Check (or Retry in its place), Retry (Check comes back in
// its place), a prediction's Check with what it reveals, Next step. Tried with the lessons'
// holds, as a student reads them (what follows the walkthrough waits for its last step), with
// the control near the view's top, in its middle and near its foot, and measured after the
// event loop has run the text heights that settle a turn later. Student pass sp33: a Check near
// the foot still scrolled as far as showed its verdict (28-156 px), and Retry folded the old
// verdict away, so everything below the question moved up 73-88 px and the next click landed
// in the question below: neither moves now, and "↓ Feedback below" says where a result went.
void TestLessonPage::pressedControlStaysPut() {
    QFETCH(QString, file);
    QFETCH(QSize, size);
    QFETCH(int, firstPlace);
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons"
                                                  "/") +
                                file);
    QVERIFY(parsed.lesson.has_value());
    lesson_ = *parsed.lesson; // with its holds
    openPage();
    page_->resize(size);
    page_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(page_.get()));
    page_->ensureBuilt();
    QVERIFY(QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 20000));
    page_->settleLayout();
    const int viewHeight = page_->viewport()->height();
    const auto inView = [this](const QWidget* w) {
        return w->mapTo(page_->viewport(), QPoint()).y();
    };
    const auto settle = [this] {
        for (int turn = 0; turn < 4; ++turn) {
            QCoreApplication::processEvents();
            page_->settleLayout();
        }
        QTest::qWait(20); // timers too: a chart's first data, a text's deferred height
        page_->settleLayout();
        QCoreApplication::processEvents();
    };
    int pressed = 0;
    QStringList kinds;
    QStringList moved;
    QStringList lostFocus;
    QStringList unsaid; // a result below the view's foot with no word of it, or the reverse
    // Presses `button` and says where `after` is then against where `button` was, and, with
    // `question`, where the question's foot is (what is below it) against where it was. With
    // `verdictOf`, the verdict shows in the view and "↓ Feedback below" shows exactly while the
    // rest of the result ends below the view's foot.
    const auto press = [&](QAbstractButton* button, const std::function<QWidget*()>& after,
                           const QString& what, QuestionBlock* verdictOf = nullptr,
                           QuestionBlock* question = nullptr) {
        const int before = inView(button);
        QVERIFY2(before >= 0 && before + button->height() <= viewHeight, qPrintable(what));
        const int footBefore = question ? inView(question) + question->height() : 0;
        QTest::mouseClick(button, Qt::LeftButton);
        settle();
        const QWidget* inPlace = after();
        ++pressed;
        if (!kinds.contains(what))
            kinds.append(what);
        if (inPlace->isVisible() && inView(inPlace) != before)
            moved.append(QStringLiteral("%1: from y %2 to %3 in the view")
                             .arg(what)
                             .arg(before)
                             .arg(inView(inPlace)));
        if (question && inView(question) + question->height() != footBefore)
            moved.append(QStringLiteral("%1: what follows the question from y %2 to %3")
                             .arg(what)
                             .arg(footBefore)
                             .arg(inView(question) + question->height()));
        if (!verdictOf)
            return;
        int foot = 0;
        for (QWidget* w : verdictOf->resultWidgets()) {
            if (w->isVisible())
                foot = std::max(foot, inView(w) + w->height());
        }
        QLabel* verdict = verdictOf->verdictLabel();
        if (!verdict->isVisible() || inView(verdict) < 0 ||
            inView(verdict) + verdict->height() > viewHeight)
            unsaid.append(QStringLiteral("%1: the verdict out of the view").arg(what));
        if (verdictOf->moreBelowLabel()->isVisible() != (foot > viewHeight))
            unsaid.append(
                QStringLiteral("%1: the result ends at %2 of %3, \"%4\" %5")
                    .arg(what)
                    .arg(foot)
                    .arg(viewHeight)
                    .arg(verdictOf->moreBelowLabel()->toolTip())
                    .arg(verdictOf->moreBelowLabel()->isVisible() ? "shown" : "not shown"));
    };
    // Scrolled there as the student scrolls (an action of the scroll bar, as the wheel's): 0
    // near the view's top, 1 mid-view, 2 with its foot 10 px above the view's.
    const auto placeAt = [&](QWidget* w, int place) {
        // Every chart's background draw done first, and placed again until the control stays in
        // the view: under load (CI, and 2 of 6 local runs at load 3) the control was out of the
        // view before it was pressed, the page having moved during the settle. Not explained
        // yet (lead36's note); this test measures what a press moves, from a control in view.
        QTRY_VERIFY_WITH_TIMEOUT(page_->isSettled(), 20000);
        for (int attempt = 0; attempt < 5; ++attempt) {
            settle();
            const int top = w->mapTo(page_->widget(), QPoint()).y();
            const int y = place == 0   ? top - 40
                          : place == 1 ? top - viewHeight / 2
                                       : top + w->height() + 10 - viewHeight;
            page_->verticalScrollBar()->setSliderPosition(y);
            settle();
            const int shown = inView(w);
            if (shown >= 0 && shown + w->height() <= viewHeight)
                return;
        }
    };
    const auto checkOrRetry = [](QuestionBlock* q) {
        return [q]() -> QWidget* {
            return q->checkButton()->isVisible() ? q->checkButton() : q->retryButton();
        };
    };
    bool progressed = true;
    while (progressed) {
        progressed = false;
        for (QuestionBlock* q : page_->findChildren<QuestionBlock*>()) {
            if (!q->isVisibleTo(page_.get()) || q->isAnswered())
                continue;
            const lessons::Block* block =
                studentflow::questionBlock(page_->lesson().blocks, q->questionId());
            QVERIFY(block);
            const QString id = q->questionId();
            placeAt(q->checkButton(), (pressed + firstPlace) % 3);
            QString right;
            QStringList rightIds;
            if (QLineEdit* field = q->numericField()) {
                const lessons::Result<double> expected = lessons::evaluate(
                    block->text(QStringLiteral("expected")), page_->parameters()->numericValues());
                QVERIFY(expected);
                right = QString::number(expected.value(), 'g', 12);
                field->setText(q->isPrediction() ? right
                                                 : QString::number(expected.value() * 3 + 7));
            } else {
                rightIds = studentflow::rightOptions(*block);
                QAbstractButton* choice = q->optionButtons().constLast();
                for (QAbstractButton* option : q->optionButtons()) {
                    if (!q->isPrediction() &&
                        !rightIds.contains(option->property("optionId").toString()))
                        choice = option;
                }
                QTest::mouseClick(choice, Qt::LeftButton);
                settle();
            }
            const QString kind = q->isPrediction() ? QStringLiteral("Check of prediction %1")
                                                   : QStringLiteral("Check of %1");
            press(q->checkButton(), checkOrRetry(q), kind.arg(id), q);
            QVERIFY2(q->isAnswered(), qPrintable(id));
            progressed = true;
            if (q->isPrediction() || !q->retryButton()->isVisible())
                continue;
            press(q->retryButton(), checkOrRetry(q), QStringLiteral("Retry of %1").arg(id), nullptr,
                  q);
            if (QLineEdit* field = q->numericField())
                field->setText(right);
            else
                studentflow::tick(q, rightIds);
            settle();
            press(q->checkButton(), checkOrRetry(q), QStringLiteral("Check again of %1").arg(id),
                  q);
        }
        for (WalkthroughBlock* walk : page_->findChildren<WalkthroughBlock*>()) {
            if (!walk->isVisibleTo(page_.get()) || !walk->nextButton()->isEnabled())
                continue;
            // Near the top, the step below fills the view: a shorter next step drew the view
            // up with the page's end.
            // At the foot the view moves as far as shows the new step's first line (hold33).
            placeAt(walk->nextButton(), (pressed + firstPlace) % 2);
            QPushButton* next = walk->nextButton();
            press(
                next, [next]() -> QWidget* { return next; },
                QStringLiteral("Next step to step %1").arg(walk->currentStep() + 2));
            // The keys go on from where the press left them (sp32 #8: on "← Previous step", so
            // Space went back a step): Next step, or the new step's prediction it waits for.
            QWidget* focus = QApplication::focusWidget();
            QVERIFY2(focus, "no focus: the window is not active, as a student's is");
            QuestionBlock* waiting = nullptr;
            for (QWidget* w = focus; w && !waiting; w = w->parentWidget())
                waiting = qobject_cast<QuestionBlock*>(w);
            const bool goesOn =
                next->isEnabled() ? focus == next
                                  : waiting && waiting->isPrediction() && !waiting->isAnswered() &&
                                        walk->stepHolding(waiting) == walk->currentStep();
            if (!goesOn)
                lostFocus.append(QStringLiteral("step %1: the focus on %2 \"%3\"")
                                     .arg(walk->currentStep() + 1)
                                     .arg(QString::fromLatin1(focus->metaObject()->className()),
                                          focus->accessibleName()));
            progressed = true;
        }
    }
    qInfo("%d presses: %s", pressed, qPrintable(kinds.join(QStringLiteral("; "))));
    QVERIFY2(moved.isEmpty(), qPrintable(moved.join(QLatin1Char('\n'))));
    QVERIFY2(unsaid.isEmpty(), qPrintable(unsaid.join(QLatin1Char('\n'))));
    QVERIFY2(lostFocus.isEmpty(), qPrintable(lostFocus.join(QLatin1Char('\n'))));
    QCOMPARE_GE(pressed, 8);
}

namespace {
// Every widget of `block` but `apart` in its place within it: a move of any of them is a change
// of layout.
QList<QRect> layoutOf(const QWidget* block, const QWidget* apart) {
    QList<QRect> places;
    for (const QWidget* w : block->findChildren<QWidget*>()) {
        if (w != apart && w->isVisibleTo(block))
            places.append(QRect(w->mapTo(block, QPoint()), w->size()));
    }
    places.append(block->rect());
    return places;
}

// Lets the clicked result and the text heights that follow it a turn later settle.
void settlePage(LessonPage* page) {
    for (int turn = 0; turn < 4; ++turn) {
        QCoreApplication::processEvents();
        page->settleLayout();
    }
    QTest::qWait(20);
    page->settleLayout();
    QCoreApplication::processEvents();
}
} // namespace

void TestLessonPage::feedbackCueMovesNothing_data() {
    QTest::addColumn<QString>("file"); // empty: the suite's own lesson
    QTest::addColumn<int>("width");
    QTest::addRow("a single choice, 520 px") << QString() << 520;
    QTest::addRow("a single choice, 1160 px") << QString() << 1160;
    // A prediction's verdict is a sentence, which wraps in the row at 520 px.
    QTest::addRow("lesson 2's prediction, 520 px") << "01-scaled-dot-product.lesson.md" << 520;
}

// Review34: "↓ Feedback below" took its width from the verdict beside it as it came and went, so
// when it went on scrolling the verdict wrapped anew and the feedback under it moved mid-scroll.
// Checked with the Check row at the view's foot, then scrolled by single steps as a wheel does
// until the cue goes: nothing in the question has moved.
void TestLessonPage::feedbackCueMovesNothing() {
    QFETCH(QString, file);
    QFETCH(int, width);
    if (file.isEmpty()) {
        page_->resize(width, 500);
        page_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(page_.get()));
        page_->ensureBuilt();
        QVERIFY(QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 20000));
    } else {
        QVERIFY(openBuiltIn(file, {width, 500}));
    }
    QuestionBlock* q = nullptr;
    for (QuestionBlock* block : page_->findChildren<QuestionBlock*>()) {
        if (!q && block->isVisibleTo(page_.get()) && block->optionButtons().size() > 1 &&
            block->isPrediction() == !file.isEmpty())
            q = block;
    }
    QVERIFY(q);
    QScrollBar* bar = page_->verticalScrollBar();
    const int viewHeight = page_->viewport()->height();
    QAbstractButton* check = q->checkButton();
    bar->setSliderPosition(check->mapTo(page_->widget(), QPoint()).y() + check->height() + 10 -
                           viewHeight);
    settlePage(page_.get());
    QTest::mouseClick(q->optionButtons().constFirst(), Qt::LeftButton);
    QTest::mouseClick(check, Qt::LeftButton);
    settlePage(page_.get());
    QVERIFY(q->isAnswered());
    QVERIFY(q->moreBelowLabel()->isVisible());
    const QList<QRect> before = layoutOf(q, q->moreBelowLabel());
    const QRect verdict = q->verdictLabel()->geometry();
    int steps = 0;
    while (q->moreBelowLabel()->isVisible() && steps < 400 && bar->value() < bar->maximum()) {
        bar->triggerAction(QAbstractSlider::SliderSingleStepAdd);
        QCoreApplication::processEvents();
        ++steps;
    }
    settlePage(page_.get());
    QVERIFY2(!q->moreBelowLabel()->isVisible(), "the cue stayed to the page's end");
    QVERIFY2(q->verdictLabel()->geometry() == verdict,
             qPrintable(QStringLiteral("the verdict from %1x%2 to %3x%4")
                            .arg(verdict.width())
                            .arg(verdict.height())
                            .arg(q->verdictLabel()->width())
                            .arg(q->verdictLabel()->height())));
    QCOMPARE(layoutOf(q, q->moreBelowLabel()), before);
    qInfo("%d steps to the result's end", steps);
}

// Review34: the room Retry keeps, empty, so that what follows the question does not move up
// under the pointer, printed as a blank band in Print and Export as PDF. Paper shows the question
// after a Retry as it shows it before its first Check.
void TestLessonPage::retryRoomStaysOffPaper() {
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    QVERIFY(q);
    const auto onPaper = [&] {
        PaperLook paper(page_.get());
        page_->settleLayout();
        return q->height();
    };
    page_->settleLayout();
    const int unanswered = onPaper();
    page_->settleLayout();
    const int onScreen = q->height();
    page_->ensureWidgetVisible(q->checkButton());
    choose(q, {QStringLiteral("a")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(q->isAnswered() && !q->isCorrect());
    QTest::mouseClick(q->retryButton(), Qt::LeftButton);
    QVERIFY(q->isRetrying());
    settlePage(page_.get());
    QVERIFY2(q->height() > onScreen, "no room kept on screen: the test tries nothing");
    QCOMPARE(onPaper(), unanswered);
    page_->settleLayout();
    QVERIFY(q->height() > onScreen); // the screen keeps it
}

// Review34: the room Retry keeps stayed for ever. Once the student has scrolled the question out
// of sight it goes, and what is in sight does not move as it goes.
void TestLessonPage::retryRoomGoesOnceScrolledAway() {
    page_->resize(1000, 500);
    page_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(page_.get()));
    page_->ensureBuilt();
    QVERIFY(QTest::qWaitFor([&] { return page_->isComplete() && page_->isSettled(); }, 20000));
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    QVERIFY(q);
    QScrollBar* bar = page_->verticalScrollBar();
    page_->settleLayout();
    const int natural = q->height();
    bar->setSliderPosition(q->mapTo(page_->widget(), QPoint()).y() - 40);
    settlePage(page_.get());
    choose(q, {QStringLiteral("a")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    settlePage(page_.get());
    QTest::mouseClick(q->retryButton(), Qt::LeftButton);
    settlePage(page_.get());
    const int kept = q->height();
    QVERIFY2(kept > natural, "no room kept: the test tries nothing");
    // Scrolled on with single steps until the question has left the view's top: the blocks in
    // sight hold still as its room goes above them.
    int steps = 0;
    while (q->mapTo(page_->viewport(), QPoint()).y() + q->height() > 0 && steps < 400 &&
           bar->value() < bar->maximum()) {
        bar->triggerAction(QAbstractSlider::SliderSingleStepAdd);
        QCoreApplication::processEvents();
        ++steps;
    }
    QVERIFY(q->mapTo(page_->viewport(), QPoint()).y() + q->height() <= 0);
    QList<QWidget*> inSight;
    for (QWidget* w : page_->textColumn()->findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        const int top = w->mapTo(page_->viewport(), QPoint()).y();
        if (w->isVisible() && top >= 0 && top < page_->viewport()->height())
            inSight.append(w);
    }
    QVERIFY(!inSight.isEmpty());
    const auto places = [&] {
        QList<int> ys;
        for (QWidget* w : std::as_const(inSight))
            ys.append(w->mapTo(page_->viewport(), QPoint()).y());
        return ys;
    };
    const QList<int> before = places();
    settlePage(page_.get());
    QCOMPARE(q->height(), natural);
    QCOMPARE(places(), before);
    // Scrolled back, the question is as a fresh one, open for the new answer.
    page_->ensureWidgetVisible(q);
    settlePage(page_.get());
    QVERIFY(q->isRetrying());
    QCOMPARE(q->height(), natural);
}

// Review34: Retry moved the focus to the first option without the ring, after a click: the
// student did not see where the keys had gone. The ring shows on the option.
void TestLessonPage::retryShowsWhereTheFocusWent() {
    page_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(page_.get()));
    FocusRing ring(page_.get());
    QuestionBlock* q = question(page_.get(), QStringLiteral("single"));
    QVERIFY(q);
    page_->ensureWidgetVisible(q->checkButton());
    choose(q, {QStringLiteral("a")});
    QTest::mouseClick(q->checkButton(), Qt::LeftButton);
    QVERIFY(q->isAnswered() && !q->isCorrect());
    QTest::mouseClick(q->retryButton(), Qt::LeftButton);
    QVERIFY(q->isRetrying());
    QWidget* focus = QApplication::focusWidget();
    QCOMPARE(focus, static_cast<QWidget*>(q->optionButtons().constFirst()));
    QVERIFY(ring.marks(focus));
}

// Student pass sp20: a click on a question's text gave no control the focus, and Tab went on
// from the control focused last, the lab's slider far above. Tab goes on from the clicked
// question: to its first option.
void TestLessonPage::tabGoesOnFromTheClickedQuestion() {
    QVERIFY(openBuiltIn(QStringLiteral("00-dot-products.lesson.md"), {1000, 700}));
    auto* slider = page_->findChildren<SliderControl*>().value(0);
    QVERIFY(slider);
    QuestionBlock* q = nullptr;
    for (QuestionBlock* block : page_->findChildren<QuestionBlock*>()) {
        if (!q && block->isVisibleTo(page_.get()) && !block->optionButtons().isEmpty() &&
            block->mapTo(page_->widget(), QPoint()).y() >
                slider->mapTo(page_->widget(), QPoint()).y() + page_->viewport()->height())
            q = block;
    }
    QVERIFY(q);
    slider->slider()->setFocus(Qt::TabFocusReason);
    page_->ensureWidgetVisible(q, 0, 100);
    page_->settleLayout();
    MarkdownLabel* prompt = nullptr;
    for (MarkdownLabel* label : q->findChildren<MarkdownLabel*>())
        prompt = !prompt && label->isVisible() ? label : prompt; // the badge is a QLabel
    QVERIFY(prompt);
    const int scrolled = page_->verticalScrollBar()->value();
    QTest::mouseClick(prompt, Qt::LeftButton, {}, QPoint(4, prompt->height() / 2));
    QCOMPARE(page_->verticalScrollBar()->value(), scrolled); // a click moves no view
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QAbstractButton* first = nullptr;
    for (QWidget* stop : PageFocus(page_.get(), page_->widget()).tabStops()) {
        if (!first && q->isAncestorOf(stop) && PageFocus::isReachable(stop))
            first = qobject_cast<QAbstractButton*>(stop);
    }
    QVERIFY(first);
    QVERIFY(q->optionButtons().contains(first));
    QCOMPARE(QApplication::focusWidget(), first);
    // Shift+Tab from the clicked question goes back from its start, not from the slider.
    QTest::mouseClick(prompt, Qt::LeftButton, {}, QPoint(4, prompt->height() / 2));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
    QWidget* back = QApplication::focusWidget();
    QVERIFY(back && !q->isAncestorOf(back));
    QCOMPARE_LT(back->mapTo(page_->widget(), QPoint()).y(),
                q->mapTo(page_->widget(), QPoint()).y());
    QVERIFY(back != slider->slider());
}

void TestLessonPage::typedValueFittedToAStopIsSaid_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("param");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("fitted");
    QTest::addColumn<QString>("leave"); // how the typing ends: Return, Tab or a click away
    for (const char* leave : {"Return", "Tab", "click"}) {
        QTest::addRow("angle 47° by steps of 15, %s", leave) << "00-dot-products.lesson.md"
                                                             << "angle"
                                                             << "47" << 45.0 << leave;
        QTest::addRow("dₖ 9 of 1, 4, 16, %s", leave) << "01-scaled-dot-product.lesson.md"
                                                     << "dk"
                                                     << "9" << 4.0 << leave;
        // Every option with a key in math, as an author may write it: the options stood 38 px
        // tall around 18 px of text until the typed value's note laid the page out again.
        QTest::addRow("dₖ 9, options with math, %s", leave)
            << "math in options: 01-scaled-dot-product.lesson.md"
            << "dk"
            << "9" << 4.0 << leave;
    }
}

// Student pass sp20: a typed 47° became 45°, and dₖ 9 became 4, without a word. Said in a line
// at the end of the label's row, and in the box's tooltip and accessible description; nothing
// moves. Said first in a tooltip under the box, which the focus change that fitted the value
// (Tab, a click away) hid at once (sp21).
void TestLessonPage::typedValueFittedToAStopIsSaid() {
    QFETCH(QString, file);
    QFETCH(QString, param);
    QFETCH(QString, typed);
    QFETCH(double, fitted);
    QFETCH(QString, leave);
    static const QLatin1String mathInOptions("math in options: ");
    if (file.startsWith(mathInOptions)) {
        QFile source(testpaths::source(u"resources/lessons/") + file.mid(mathInOptions.size()));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(source.readAll());
        static const QRegularExpression option(QStringLiteral("^(option [a-z0-9-]+: .*)$"),
                                               QRegularExpression::MultilineOption);
        text.replace(option, QStringLiteral("\\1 ($k_2$)"));
        file = dir_->filePath(file.mid(mathInOptions.size()));
        QFile copy(file);
        QVERIFY(copy.open(QIODevice::WriteOnly));
        copy.write(text.toUtf8());
    }
    QVERIFY(openBuiltIn(file, {1280, 800}));
    QVERIFY(answerChoicesAndSettle(page_.get())); // a control that waits is open
    SliderControl* slider = nullptr;
    for (SliderControl* control : page_->findChildren<SliderControl*>())
        slider = !slider && control->param() == param ? control : slider;
    QVERIFY(slider);
    QDoubleSpinBox* spin = slider->spinBox();
    QVERIFY(spin->isEnabled());
    page_->ensureWidgetVisible(spin, 0, 200);
    page_->settleLayout();
    QList<QWidget*> watched;
    for (QWidget* w : page_->widget()->findChildren<QWidget*>()) {
        if (w->isVisible() && w->parentWidget() == page_->widget())
            watched.append(w);
    }
    const auto where = [&] {
        QList<QRect> at;
        for (QWidget* w : std::as_const(watched))
            at.append(QRect(w->mapTo(page_->widget(), QPoint()), w->size()));
        return at;
    };
    const QList<QRect> before = where();
    spin->setFocus(Qt::TabFocusReason);
    spin->selectAll();
    QTest::keyClicks(spin, typed);
    if (leave == QLatin1String("Return")) {
        QTest::keyClick(spin, Qt::Key_Return);
    } else if (leave == QLatin1String("Tab")) {
        QTest::keyClick(spin, Qt::Key_Tab);
    } else {
        // A click on the slider's own label, which takes no focus: the page does.
        QWidget* label = slider->findChild<MarkdownLabel*>();
        QVERIFY(label);
        QTest::mouseClick(label, Qt::LeftButton, {}, QPoint(2, 2));
    }
    QCoreApplication::processEvents();
    page_->settleLayout();
    QCOMPARE(slider->value(), fitted);
    if (leave != QLatin1String("Return"))
        QVERIFY(!spin->hasFocus());
    const QString said = slider->fittedNote();
    QVERIFY2(said.contains(spin->textFromValue(fitted)) && said.contains(QLatin1String("stop")),
             qPrintable(said));
    QCOMPARE(spin->toolTip(), said);
    QCOMPARE(spin->accessibleDescription(), said);
    // On screen after the focus left: in the slider's room, clear of the box and the slider.
    QLabel* line = slider->fittedLine();
    QVERIFY(line->isVisible());
    QCOMPARE(line->text(), said);
    QVERIFY(slider->rect().contains(line->geometry()));
    QVERIFY(!line->geometry().intersects(spin->geometry()));
    QVERIFY(!line->geometry().intersects(slider->slider()->geometry()));
    const QRect view(QPoint(), page_->viewport()->size());
    const QRect lineBox(line->mapTo(page_->viewport(), QPoint()), line->size());
    const QRect spinBox(spin->mapTo(page_->viewport(), QPoint()), spin->size());
    // Where the box is in sight, so is its note (Tab may carry the view on to the next stop).
    if (view.contains(spinBox))
        QVERIFY2(view.contains(lineBox),
                 qPrintable(QStringLiteral("note at %1..%2, box at %3..%4, view %5")
                                .arg(lineBox.top())
                                .arg(lineBox.bottom())
                                .arg(spinBox.top())
                                .arg(spinBox.bottom())
                                .arg(view.height())));
    QCOMPARE(where(), before);
    // A stop typed as it is, or the slider moved: nothing to say (the note was of the last value).
    spin->setFocus(Qt::TabFocusReason);
    spin->selectAll();
    QTest::keyClicks(spin, spin->textFromValue(slider->maximum()));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(slider->value(), slider->maximum());
    QVERIFY(slider->fittedNote().isEmpty());
    QVERIFY(!slider->fittedLine()->isVisible());
    QVERIFY(spin->toolTip().isEmpty());
    QVERIFY(spin->accessibleDescription().isEmpty());
}

QTEST_MAIN(TestLessonPage)
#include "tst_lessonpage.moc"
