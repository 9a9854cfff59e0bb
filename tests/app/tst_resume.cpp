// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A student closes the window and comes back: every lesson of the built-in course, driven
// offscreen as a student would (controls moved, questions answered wrong and right, the lab out
// of order and in order, explain-it-back written and revealed, the walkthrough stepped), comes
// back exactly as it was left; other lessons open where they were left; the window keeps its
// size, docks and zoom; runs that promise to leave the learner's data alone write nothing.
#include "app/blocks/labblock.h"
#include "app/blocks/textblocks.h"
#include "app/charts/logitbars.h"
#include "app/mainwindow.h"
#include "app/progresskeeper.h"
#include "app/revealgate.h"
#include "lessons/math.h"
#include "tests/common/heldlessons.h"
#include "tests/common/studentflow.h"
#include "tests/common/testfiles.h"

#include <QAction>
#include <QDir>
#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <cmath>
#include <memory>

using namespace app;

namespace {

constexpr int kWaitMs = 3000; // QTRY timeout: layout and background work of one page

QAction* menuAction(MainWindow* window, const QString& text) {
    for (QAction* action : window->findChildren<QAction*>()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

QDockWidget* courseDock(MainWindow* window) {
    return window->findChild<QDockWidget*>(QStringLiteral("courseDock"));
}

// Every file under dir with its bytes, to prove a run wrote nothing.
QHash<QString, QByteArray> snapshot(const QString& dir) {
    QHash<QString, QByteArray> files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        files.insert(path, file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("?"));
    }
    return files;
}

} // namespace

class TestResume : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void everyStateComesBack_data();
    void everyStateComesBack();
    void otherLessonsOpenWhereTheyWereLeft();
    void windowComesBackAsItWasLeft();
    void savedPositionsOutsideTheLessonAreFitted();
    void resetPutsTheControlsBack();
    void readingPlaceComesBackAtAnotherWidth();
    void placeComesBackAfterQuittingFromAnotherPage_data();
    void placeComesBackAfterQuittingFromAnotherPage();
    void resetForgetsTheReadingPlace();
    void outlineMarksTheSectionShownAfterARestart_data();
    void outlineMarksTheSectionShownAfterARestart();
    void labVerdictComesBackWithItsHint();
    void labBarsReadTheSameRangeAfterARestart();
    void takeawaysOpenedEarlyStayOpen();
    void committedPredictionsHoldWhenTheirControlsMove();
    void runsThatLeaveTheDataAloneWriteNothing_data();
    void runsThatLeaveTheDataAloneWriteNothing();

private:
    std::unique_ptr<MainWindow> open(const QString& lessonId = {}, bool keepRecord = true,
                                     const QString& settingsPath = {});
    QString dataDir() const { return dir_->filePath(QStringLiteral("data")); }

    std::unique_ptr<QTemporaryDir> dir_;
};

void TestResume::init() {
    dir_ = std::make_unique<QTemporaryDir>();
}

void TestResume::cleanup() {
    dir_.reset();
}

std::unique_ptr<MainWindow> TestResume::open(const QString& lessonId, bool keepRecord,
                                             const QString& settingsPath) {
    MainWindowOptions options;
    options.settingsPath = settingsPath;
    options.dataDir = dataDir();
    options.lessonId = lessonId;
    options.keepRecord = keepRecord;
    options.reviewSeed = 5;
    auto window = std::make_unique<MainWindow>(options);
    window->setConfirmation([](const QString&) { return true; });
    window->show();
    return window;
}

void TestResume::everyStateComesBack_data() {
    QTest::addColumn<QString>("lessonId");
    for (const char* id :
         {"dot-products", "scaled-dot-product", "mixing-values", "gain-knob", "interview-sqrt-dk"})
        QTest::addRow("%s", id) << QString::fromLatin1(id);
}

void TestResume::everyStateComesBack() {
    QFETCH(QString, lessonId);
    QStringList before;
    QHash<QString, QString> feedback; // by question id
    LessonPage::ReadingPlace place;
    {
        auto window = open(lessonId);
        LessonPage* page = window->page();
        QVERIFY(page);
        QCOMPARE(page->lessonId(), lessonId);
        page->ensureBuilt();
        const QList<QuestionBlock*> questions = page->questions();
        // Prediction gates first: the controls after them stay locked until they are answered.
        for (QuestionBlock* question : questions) {
            if (!question->revealTarget().isEmpty())
                studentflow::answerWrongThenRight(page, question);
        }
        QVERIFY(studentflow::moveEveryControl(page) > 0 ||
                lessonId == QLatin1String("mixing-values"));
        // The rest at the controls' new positions: a numeric answer is checked against them (a
        // gate that reads the controls it unlocked is checked again).
        for (QuestionBlock* question : questions) {
            if (question->revealTarget().isEmpty() || question->isOutdated())
                studentflow::answerWrongThenRight(page, question);
        }
        for (LabBlock* lab : page->findChildren<LabBlock*>())
            studentflow::doTheLab(lab);
        for (ExplainBlock* explain : page->findChildren<ExplainBlock*>())
            studentflow::writeAndReveal(explain);
        for (WalkthroughBlock* walkthrough : page->findChildren<WalkthroughBlock*>())
            walkthrough->nextButton()->click();
        page->settleLayout();
        QScrollBar* bar = page->verticalScrollBar();
        QTRY_VERIFY_WITH_TIMEOUT(bar->maximum() > 400, kWaitMs);
        bar->setValue(bar->maximum() / 2);
        before = studentflow::describe(page);
        place = page->readingPlace();
        QVERIFY(place.block > 0);
        for (QuestionBlock* question : questions) {
            QVERIFY2(!question->isOutdated(), qPrintable(question->questionId()));
            // A question the view never came near may still sit in a hidden wrapper (its
            // feedback reads ""); the page reopened at the reading place shows other parts.
            if (question->isVisible())
                feedback.insert(question->questionId(), question->feedbackText());
        }
        window->close();
    }
    auto window = open(); // where the student left off
    LessonPage* page = window->page();
    QVERIFY(page);
    QCOMPARE(page->lessonId(), lessonId);
    page->ensureBuilt();
    page->settleLayout();
    // The same text at the top: the block and the share of it above the view (state15). The
    // pixel offset may differ, as the page above it may be laid out otherwise after a restart.
    QTRY_COMPARE_WITH_TIMEOUT(page->readingPlace().block, place.block, kWaitMs);
    QVERIFY2(std::abs(page->readingPlace().share - place.share) < 0.01,
             qPrintable(
                 QStringLiteral("%1 against %2").arg(page->readingPlace().share).arg(place.share)));
    QCOMPARE(studentflow::describe(page), before);
    // A numeric answer checked correct is still correct, not "the sliders changed since".
    for (QuestionBlock* question : page->questions()) {
        QVERIFY2(question->isCorrect() && !question->isOutdated(),
                 qPrintable(question->questionId()));
        // The student pass: a numeric answer's "Correct: 0.877." was gone after a restart.
        if (feedback.contains(question->questionId()))
            QCOMPARE(question->feedbackText(), feedback.value(question->questionId()));
    }
}

void TestResume::otherLessonsOpenWhereTheyWereLeft() {
    auto window = open(QStringLiteral("scaled-dot-product"));
    LessonPage* page = window->page();
    page->ensureBuilt();
    heldlessons::answerHoldingQuestions(page); // lesson 2 holds its rest
    page->settleLayout();
    QScrollBar* bar = page->verticalScrollBar();
    QTRY_VERIFY_WITH_TIMEOUT(bar->maximum() > 600, kWaitMs);
    bar->setValue(600);
    window->nextButton()->click();
    QVERIFY(window->page()->lessonId() != QLatin1String("scaled-dot-product"));
    QCOMPARE(window->page()->verticalScrollBar()->value(), 0); // never opened: the top

    window->previousButton()->click(); // Previous: where it was left
    QCOMPARE(window->page()->lessonId(), QStringLiteral("scaled-dot-product"));
    window->page()->ensureBuilt();
    QTRY_COMPARE_WITH_TIMEOUT(window->page()->verticalScrollBar()->value(), 600, kWaitMs);

    window->nextButton()->click();
    // The outline's lesson item: where it was left too.
    QTreeWidget* outline = window->outline();
    QTreeWidgetItem* item = nullptr;
    for (int i = 0; i < outline->topLevelItemCount(); ++i) {
        if (outline->topLevelItem(i)->data(0, Qt::UserRole).toString() ==
            QLatin1String("scaled-dot-product"))
            item = outline->topLevelItem(i);
    }
    QVERIFY(item);
    emit outline->itemClicked(item, 0);
    QCOMPARE(window->page()->lessonId(), QStringLiteral("scaled-dot-product"));
    window->page()->ensureBuilt();
    QTRY_COMPARE_WITH_TIMEOUT(window->page()->verticalScrollBar()->value(), 600, kWaitMs);
}

void TestResume::windowComesBackAsItWasLeft() {
    QRect geometry;
    int dockWidth = 0;
    {
        auto window = open(QStringLiteral("dot-products"));
        window->resize(1000, 720);
        window->move(40, 30);
        QAction* zoomIn = menuAction(window.get(), QStringLiteral("Zoom &in"));
        QVERIFY(zoomIn);
        zoomIn->trigger();
        zoomIn->trigger();
        QCOMPARE(window->zoomSteps(), 2);
        const int usualWidth = courseDock(window.get())->width();
        window->resizeDocks({courseDock(window.get())}, {usualWidth + 90}, Qt::Horizontal);
        QTRY_VERIFY_WITH_TIMEOUT(courseDock(window.get())->width() > usualWidth + 40, kWaitMs);
        dockWidth = courseDock(window.get())->width();
        geometry = window->geometry();
        window->close();
    }
    {
        auto window = open();
        QCOMPARE(window->geometry(), geometry);
        QCOMPARE(window->zoomSteps(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(courseDock(window.get())->width(), dockWidth, kWaitMs);
        QVERIFY(courseDock(window.get())->isVisible());
        courseDock(window.get())->toggleViewAction()->trigger(); // the student hides the outline
        QVERIFY(!courseDock(window.get())->isVisible());
        window->close();
    }
    auto window = open();
    QVERIFY(!courseDock(window.get())->isVisible());
    QCOMPARE(window->zoomSteps(), 2);
}

// The instructor edited the lesson since: a saved value outside the slider's range, between its
// stops, of the wrong type or for an option that is gone is fitted or dropped, never a crash.
void TestResume::savedPositionsOutsideTheLessonAreFitted() {
    QDir().mkpath(dataDir());
    testfiles::write(
        QDir(dataDir()).filePath(QStringLiteral("progress.json")),
        "{\"version\": 1, \"lastLesson\": \"scaled-dot-product\", \"lessons\": "
        "{\"scaled-dot-product\": {\"controls\": {\"dk\": 1e300, \"nope\": 3, \"scaled\": "
        "\"maybe\", \"set\": \"gone\"}, \"labs\": {\"raw-vs-scaled\": {\"runs\": [{\"scores\": "
        "[1, 2], \"dims\": [0]}], \"predicted\": \"sideways\", \"committed\": true, \"scored\": "
        "false}}}}}");
    auto window = open();
    LessonPage* page = window->page();
    QVERIFY(page);
    page->ensureBuilt();
    for (SliderControl* slider : page->findChildren<SliderControl*>())
        QVERIFY(slider->value() <= slider->spinBox()->maximum());
    const QHash<QString, QVariant> values = page->parameterValues();
    QVERIFY(!values.contains(QStringLiteral("nope")));
    for (LabBlock* lab : page->findChildren<LabBlock*>()) {
        QVERIFY(!lab->predictionLocked());
        QVERIFY(lab->runs().isEmpty()); // d_k = 0 is no head dimension
    }
}

// Resetting a lesson empties its record: the page rebuilt from it shows the lesson's defaults,
// as the next start does, not the positions the record no longer has.
void TestResume::resetPutsTheControlsBack() {
    auto window = open(QStringLiteral("scaled-dot-product"));
    LessonPage* page = window->page();
    page->ensureBuilt();
    const QHash<QString, QVariant> defaults = page->parameterValues();
    for (QuestionBlock* question : page->questions()) {
        if (!question->revealTarget().isEmpty())
            studentflow::answerWrongThenRight(page, question);
    }
    QVERIFY(studentflow::moveEveryControl(page) > 0);
    QVERIFY(window->page()->parameterValues() != defaults);
    QVERIFY(window->resetLesson(QStringLiteral("scaled-dot-product")));
    QCOMPARE(window->page()->parameterValues(), defaults);
    window->close();
    auto again = open();
    QCOMPARE(again->page()->parameterValues(), defaults);
}

// State15 student pass: the place was kept as a pixel offset, so a window of another width (or
// another zoom) opened the lesson in another section. It is kept as the block at the top of the
// view and the share of it above the view's top.
void TestResume::readingPlaceComesBackAtAnotherWidth() {
    const QString lessonId = QStringLiteral("scaled-dot-product");
    QString section;
    int pixels = 0;
    int block = -1;
    {
        // Its own window settings: the next window opens at the first window's size, not this.
        // Narrower than the next: from about 1200 px the page's column is at its widest (940 px)
        // and lays out the same, so 1400 against 1280 compared nothing; at 900 (a 624 px page)
        // the text column is already at its measure, and lesson 2's page laid block 34 out at the
        // same 4503 px as at 1280 (merged tree of lead36): 720 px narrows the text itself.
        auto window = open(lessonId, true, dir_->filePath(QStringLiteral("wide.ini")));
        window->resize(720, 900);
        LessonPage* page = window->page();
        page->ensureBuilt();
        heldlessons::answerHoldingQuestions(page); // lesson 2 holds its rest
        page->settleLayout();
        QScrollBar* bar = page->verticalScrollBar();
        QTRY_VERIFY_WITH_TIMEOUT(bar->maximum() > 1500, kWaitMs);
        bar->setValue(bar->maximum() * 2 / 3);
        pixels = bar->value();
        section = page->currentSection();
        QVERIFY(!section.isEmpty());
        const lessons::LessonProgress* saved = window->progress()->find(lessonId);
        QVERIFY(saved && saved->readingBlock > 0);
        block = saved->readingBlock;
        QVERIFY(saved->readingShare >= 0 && saved->readingShare < 1);
        QCOMPARE(saved->scrollY, 0);
        window->close();
    }
    for (const int zoom : {0, 2}) {
        auto window = open(QString(), true, dir_->filePath(QStringLiteral("narrow.ini")));
        QVERIFY(window->width() < 1300);
        LessonPage* page = window->page();
        QCOMPARE(page->lessonId(), lessonId);
        page->ensureBuilt();
        page->settleLayout();
        // The same block at the view's top. Not the same section: the outline's section is the
        // one whose heading is above the view's middle, so in a shorter window a short section (a
        // prediction whose answer waits for it) hands over to the next one.
        QTRY_COMPARE_WITH_TIMEOUT(page->readingPlace().block, block, kWaitMs);
        // The same text at another offset: the pixel offset would have shown other text.
        QVERIFY(page->verticalScrollBar()->value() != pixels);
        if (zoom == 0) { // the next window opens two steps larger
            QAction* zoomIn = menuAction(window.get(), QStringLiteral("Zoom &in"));
            QVERIFY(zoomIn);
            zoomIn->trigger();
            zoomIn->trigger();
        } else {
            QCOMPARE(window->zoomSteps(), zoom);
        }
        window->close(); // the place goes back into the record as the next window finds it
    }
}

// Student pass sp20 #11: quit from the review page (or the overview) and the lesson opened at
// its top. Hidden behind the other page, no block counted as shown, and the place written at
// quit was "no block".
void TestResume::placeComesBackAfterQuittingFromAnotherPage_data() {
    QTest::addColumn<bool>("review");
    QTest::addRow("review") << true;
    QTest::addRow("overview") << false;
}

void TestResume::placeComesBackAfterQuittingFromAnotherPage() {
    QFETCH(bool, review);
    const QString lessonId = QStringLiteral("mixing-values");
    QString section;
    {
        auto window = open(lessonId);
        LessonPage* page = window->page();
        page->ensureBuilt();
        heldlessons::answerHoldingQuestions(page); // lesson 3's first prediction holds its rest
        page->settleLayout();
        QScrollBar* bar = page->verticalScrollBar();
        QTRY_VERIFY_WITH_TIMEOUT(bar->maximum() > 1500, kWaitMs);
        bar->setValue(bar->maximum() * 3 / 4);
        section = page->currentSection();
        QVERIFY(!section.isEmpty());
        if (review)
            window->showReview();
        else
            window->showOverview();
        QVERIFY(!page->isVisible());
        window->close();
    }
    auto window = open();
    LessonPage* page = window->page();
    QCOMPARE(page->lessonId(), lessonId);
    page->ensureBuilt();
    page->settleLayout();
    QTRY_COMPARE_WITH_TIMEOUT(page->currentSection(), section, kWaitMs);
    QVERIFY(page->verticalScrollBar()->value() > 0);
}

void TestResume::outlineMarksTheSectionShownAfterARestart_data() {
    QTest::addColumn<QString>("lessonId");
    QTest::addColumn<QString>("sectionTitle");
    QTest::addRow("lesson 1's lab")
        << QStringLiteral("dot-products") << QStringLiteral("Lab: two arrows");
    QTest::addRow("lesson 2's lab") << QStringLiteral("scaled-dot-product")
                                    << QStringLiteral("Lab: raw scores against scaled scores");
}

// sp36 #15: after a restart the page showed "Lab: two arrows" at the view's top and the outline
// marked "Widening the vectors", the next section. Likely cause (not reproduced here: this test
// passed on 750843f too, so it guards the outcome, it does not catch that bug): the section was
// told while the blocks under the restored place were still being built, the next heading in
// the view's upper half of the half-built page, and not again once they had their heights.
void TestResume::outlineMarksTheSectionShownAfterARestart() {
    QFETCH(QString, lessonId);
    QFETCH(QString, sectionTitle);
    {
        auto window = open(lessonId);
        window->resize(1440, 900);
        LessonPage* page = window->page();
        page->ensureBuilt();
        heldlessons::answerHoldingQuestions(page);
        page->settleLayout();
        const QList<lessons::Section> sections = page->lesson().sections();
        int index = -1;
        for (int i = 0; i < sections.size(); ++i) {
            if (lessons::plainTextWithMath(sections.at(i).title) == sectionTitle)
                index = i;
        }
        QVERIFY2(index >= 0, qPrintable(sectionTitle));
        QWidget* heading = page->blockWidget(sections.at(index).blockIndex);
        QVERIFY(heading);
        QScrollBar* bar = page->verticalScrollBar();
        QTRY_VERIFY_WITH_TIMEOUT(bar->maximum() > 1500, kWaitMs);
        // The student scrolls the heading to the view's top (not an outline jump), again while
        // the page still takes its heights at the new size.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                page->settleLayout();
                bar->setValue(heading->mapTo(page->widget(), QPoint()).y());
                return lessons::plainTextWithMath(page->currentSection()) == sectionTitle;
            }(),
            10000);
        window->close();
    }
    auto window = open();
    LessonPage* page = window->page();
    QCOMPARE(page->lessonId(), lessonId);
    QTRY_VERIFY_WITH_TIMEOUT(page->isComplete() && page->isSettled(), 30000);
    QTest::qWait(3500); // the restore window (kRestoreWindowMs) closes
    page->settleLayout();
    QCoreApplication::processEvents();
    QCOMPARE(lessons::plainTextWithMath(page->currentSection()), sectionTitle);
    QTreeWidgetItem* marked = window->outline()->currentItem();
    QVERIFY(marked);
    QCOMPARE(marked->text(0), sectionTitle);
}

// State15 student pass: a lesson reset kept the place it was read at.
void TestResume::resetForgetsTheReadingPlace() {
    const QString lessonId = QStringLiteral("scaled-dot-product");
    auto window = open(lessonId);
    LessonPage* page = window->page();
    page->ensureBuilt();
    heldlessons::answerHoldingQuestions(page); // lesson 2 holds its rest
    page->settleLayout();
    QScrollBar* bar = page->verticalScrollBar();
    QTRY_VERIFY_WITH_TIMEOUT(bar->maximum() > 600, kWaitMs);
    bar->setValue(600);
    QVERIFY(window->progress()->find(lessonId)->readingBlock > 0);
    QVERIFY(window->resetLesson(lessonId));
    QTRY_COMPARE_WITH_TIMEOUT(window->page()->verticalScrollBar()->value(), 0, kWaitMs);
    window->showLesson(QStringLiteral("dot-products")); // leaving it keeps no place either
    const lessons::LessonProgress* saved = window->progress()->find(lessonId);
    QVERIFY(!saved || (saved->readingBlock < 0 && saved->scrollY == 0));
    window->close();
    auto again = open();
    QVERIFY(again->showLesson(lessonId));
    again->page()->ensureBuilt();
    again->page()->settleLayout();
    QCOMPARE(again->page()->verticalScrollBar()->value(), 0);
}

// The student pass: lesson 3's mask lab, predicted from the weights before the edit, gave a hint
// ("That is about the largest weight before your edit ..."); after a restart only "Last time you
// predicted ..." came back. The scored run is kept, so the verdict comes back as it was shown.
void TestResume::labVerdictComesBackWithItsHint() {
    QString shown;
    {
        auto window = open(QStringLiteral("mixing-values"));
        window->page()->ensureBuilt();
        LabBlock* lab = nullptr;
        for (LabBlock* candidate : window->page()->findChildren<LabBlock*>()) {
            if (candidate->accessibleName().contains(QStringLiteral("mask")))
                lab = candidate;
        }
        QVERIFY(lab);
        lab->runButton()->click(); // 2, 1, 0: the largest weight is 66.5%
        lab->predictionField()->setText(QStringLiteral("66.5"));
        lab->commitButton()->click();
        lab->logitsField()->setText(QStringLiteral("2, 1, -1000"));
        lab->runButton()->click(); // 73.1%: not within 5 points
        QCOMPARE(lab->runs().size(), 2);
        shown = lab->comparisonLabel()->text();
        QVERIFY2(shown.contains(QStringLiteral("66.5% became 73.1%")), qPrintable(shown));
        lab->runButton()->click(); // a run after the scored one changes nothing of it
        QCOMPARE(lab->comparisonLabel()->text(), shown);
        window->close();
    }
    auto window = open();
    QCOMPARE(window->page()->lessonId(), QStringLiteral("mixing-values"));
    window->page()->ensureBuilt();
    LabBlock* lab = nullptr;
    for (LabBlock* candidate : window->page()->findChildren<LabBlock*>()) {
        if (candidate->accessibleName().contains(QStringLiteral("mask")))
            lab = candidate;
    }
    QVERIFY(lab);
    QCOMPARE(lab->runs().size(), 3);
    QCOMPARE(lab->comparisonLabel()->text(), shown);
    QVERIFY(lab->comparisonLabel()->isVisibleTo(lab));
    // Reset starts over: nothing scored, and the record's verdict is not shown as the lab's.
    lab->reset(); // as Reset does once the student says so (askToReset asks with runs)
    QVERIFY(lab->comparisonLabel()->isHidden());
}

// Student pass sp23: lesson 2's lab drew 0, 8, 4 (step 3's scores, typed over the lesson's 0, 4,
// 2) on +-10, and the same logits after a restart on +-20: the range fitted the first values and
// then only widened, and after the restart the first values were the restored ones.
void TestResume::labBarsReadTheSameRangeAfterARestart() {
    double before = 0.0;
    {
        auto window = open(QStringLiteral("scaled-dot-product"));
        window->page()->ensureBuilt();
        const QList<LabBlock*> labs = window->page()->findChildren<LabBlock*>();
        QCOMPARE(labs.size(), 1);
        LabBlock* lab = labs.first();
        lab->logitsField()->setText(QStringLiteral("0, 8, 4"));
        lab->runButton()->click();
        QCOMPARE(lab->logitBars()->values(), (QList<double>{0, 8, 4}));
        before = lab->logitBars()->shownRange();
        window->close();
    }
    auto window = open();
    QCOMPARE(window->page()->lessonId(), QStringLiteral("scaled-dot-product"));
    window->page()->ensureBuilt();
    LabBlock* lab = window->page()->findChildren<LabBlock*>().value(0);
    QVERIFY(lab);
    QCOMPARE(lab->logitsField()->text(), QStringLiteral("0, 8, 4"));
    QCOMPARE(lab->logitBars()->values(), (QList<double>{0, 8, 4}));
    QCOMPARE(lab->logitBars()->shownRange(), before);
}

// look26: "Show the takeaways now" (the takeaways a student opens before comparing an
// explanation with the model answer) was forgotten: after a restart they waited again behind
// their placeholder. The opening is kept in the record and the takeaways come back open.
void TestResume::takeawaysOpenedEarlyStayOpen() {
    const auto closedGates = [](LessonPage* page) {
        int closed = 0;
        for (QWidget* gate : page->takeawayGates())
            closed += dynamic_cast<RevealGate*>(gate)->isOpen() ? 0 : 1;
        return closed;
    };
    {
        auto window = open(QStringLiteral("dot-products"));
        LessonPage* page = window->page();
        page->ensureBuilt();
        const QList<QWidget*> gates = page->takeawayGates();
        QVERIFY(!gates.isEmpty());
        QCOMPARE(closedGates(page), gates.size());
        for (QWidget* widget : gates) {
            auto* gate = dynamic_cast<RevealGate*>(widget);
            QVERIFY(gate && gate->showNowButton());
            gate->showNowButton()->click();
        }
        QCOMPARE(closedGates(page), 0);
        window->close();
    }
    auto window = open();
    LessonPage* page = window->page();
    QVERIFY(page);
    QCOMPARE(page->lessonId(), QStringLiteral("dot-products"));
    page->ensureBuilt();
    QCOMPARE(closedGates(page), 0);
    // Nothing else was opened: the explanation still waits for its model answer.
    int kept = 0;
    for (ExplainBlock* explain : page->findChildren<ExplainBlock*>()) {
        QVERIFY(!explain->modelShown());
        kept += explain->takeawaysShown() ? 1 : 0;
    }
    QVERIFY(kept > 0);
}

namespace {
// A prediction's record as the window keeps it: what was typed, the verdict, where it was checked.
QString recordOf(MainWindow* window, const QString& lessonId, const QString& questionId) {
    const lessons::LessonProgress* lesson = window->progress()->store().find(lessonId);
    if (!lesson || !lesson->answers.contains(questionId))
        return QStringLiteral("(none)");
    const lessons::AnswerRecord record = lesson->answers.value(questionId);
    QStringList at;
    for (auto it = record.checkedAt.cbegin(); it != record.checkedAt.cend(); ++it)
        at.append(QStringLiteral("%1=%2").arg(it.key()).arg(it.value()));
    at.sort();
    return QStringLiteral("%1 %2 %3 at %4")
        .arg(record.typed)
        .arg(record.correct)
        .arg(record.attempts)
        .arg(at.join(QLatin1Char(',')));
}
} // namespace

// sp33: lesson 4's temperature prediction reopened when the width slider it opens was moved
// ("the sliders changed since you checked"), and the right answer typed then was marked wrong
// against the moved slider and overwrote the committed one. Every numeric prediction that reads a
// control: committed (wrong, as a student often is), every control moved, typed at and checked
// again as a student would, the window closed and reopened: the verdict, its lines and the
// record are the committed ones throughout.
void TestResume::committedPredictionsHoldWhenTheirControlsMove() {
    int held = 0;
    for (const char* lessonName : {"dot-products", "scaled-dot-product", "mixing-values",
                                   "gain-knob", "interview-sqrt-dk"}) {
        const QString lessonId = QString::fromLatin1(lessonName);
        QHash<QString, QString> feedback; // by question id
        QHash<QString, QString> records;
        {
            auto window = open(lessonId);
            LessonPage* page = window->page();
            QVERIFY(page);
            page->ensureBuilt();
            QStringList readNames;
            for (QuestionBlock* question : page->questions()) {
                if (!question->isPrediction() || !question->numericField())
                    continue;
                const lessons::Block* block =
                    studentflow::questionBlock(page->lesson().blocks, question->questionId());
                QVERIFY(block);
                const QString expected = block->text(QStringLiteral("expected"));
                const QStringList read = lessons::expressionVariables(expected).valueOr({});
                const bool readsControl =
                    std::any_of(read.cbegin(), read.cend(), [&](const QString& name) {
                        return page->lesson().control(name) != nullptr;
                    });
                if (!readsControl)
                    continue;
                const lessons::Result<double> value =
                    lessons::evaluate(expected, page->parameters()->numericValues());
                QVERIFY(value);
                question->numericField()->setText(QString::number(value.value() * 3 + 7, 'g', 12));
                question->checkButton()->click();
                QVERIFY2(question->isAnswered() && !question->isCorrect(),
                         qPrintable(question->questionId()));
                page->ensureWidgetVisible(question);
                feedback.insert(question->questionId(), question->verdictLabel()->text() +
                                                            QLatin1Char('|') +
                                                            question->feedbackText());
                records.insert(question->questionId(),
                               recordOf(window.get(), lessonId, question->questionId()));
                readNames += read;
            }
            if (feedback.isEmpty())
                continue;
            const QHash<QString, double> before = page->parameters()->numericValues();
            studentflow::moveEveryControl(page);
            const QHash<QString, double> after = page->parameters()->numericValues();
            QVERIFY2(std::any_of(readNames.cbegin(), readNames.cend(),
                                 [&](const QString& name) {
                                     return before.value(name) != after.value(name);
                                 }),
                     qPrintable(lessonId));
            for (auto it = feedback.cbegin(); it != feedback.cend(); ++it) {
                QuestionBlock* question = studentflow::question(page, it.key());
                QVERIFY2(!question->isOutdated(), qPrintable(it.key()));
                QVERIFY2(question->checkButton()->isHidden() ||
                             !question->checkButton()->isEnabled(),
                         qPrintable(it.key()));
                page->ensureWidgetVisible(question);
                const auto shown = [question] {
                    return question->verdictLabel()->text() + QLatin1Char('|') +
                           question->feedbackText();
                };
                QCOMPARE(shown(), it.value());
                // What a student tries next: type the value the moved slider gives, press Enter.
                QTest::keyClicks(question->numericField(), QStringLiteral("2"));
                QTest::keyClick(question->numericField(), Qt::Key_Return);
                QCOMPARE(shown(), it.value());
                QCOMPARE(recordOf(window.get(), lessonId, it.key()), records.value(it.key()));
                ++held;
            }
            window->close();
        }
        auto window = open(lessonId);
        LessonPage* page = window->page();
        page->ensureBuilt();
        page->settleLayout();
        for (auto it = feedback.cbegin(); it != feedback.cend(); ++it) {
            QuestionBlock* question = studentflow::question(page, it.key());
            QVERIFY2(question && question->isAnswered() && !question->isCorrect() &&
                         !question->isOutdated(),
                     qPrintable(it.key()));
            page->ensureWidgetVisible(question);
            QTRY_COMPARE_WITH_TIMEOUT(question->verdictLabel()->text() + QLatin1Char('|') +
                                          question->feedbackText(),
                                      it.value(), kWaitMs);
            QCOMPARE(recordOf(window.get(), lessonId, it.key()), records.value(it.key()));
        }
    }
    QVERIFY(held > 0); // lesson 4's temperature prediction reads the width slider it opens
}

void TestResume::runsThatLeaveTheDataAloneWriteNothing_data() {
    QTest::addColumn<bool>("newerRecord"); // false: a --screenshot run (keepRecord off)
    QTest::addRow("screenshot") << false;
    QTest::addRow("newer record, read-only") << true;
}

void TestResume::runsThatLeaveTheDataAloneWriteNothing() {
    QFETCH(bool, newerRecord);
    QDir().mkpath(dataDir());
    if (newerRecord)
        testfiles::write(QDir(dataDir()).filePath(QStringLiteral("progress.json")),
                         "{\"version\": 99, \"lessons\": {}}");
    const QHash<QString, QByteArray> before = snapshot(dataDir());
    {
        auto window = open(QStringLiteral("dot-products"), !newerRecord ? false : true);
        QVERIFY(window->progress()->isReadOnly());
        window->resize(900, 700);
        menuAction(window.get(), QStringLiteral("Zoom &in"))->trigger();
        LessonPage* page = window->page();
        page->ensureBuilt();
        studentflow::moveEveryControl(page);
        window->nextButton()->click();
        window->close();
    }
    QCOMPARE(snapshot(dataDir()), before);
}

QTEST_MAIN(TestResume)
#include "tst_resume.moc"
