// The built-in gain-knob lesson's page (offscreen): the Monte Carlo charts that stand a few lines
// apart read the same spread for the same d_k, because they share one draw (issue 9, item 6:
// "sd 2.04" in the histogram's readout, "2.01" in the sigma chart's, without a word why).

#include "app/blocks/chartblock.h"
#include "app/blocks/questionblock.h"
#include "app/charts/histogramchart.h"
#include "app/charts/sigmavsdkchart.h"
#include "app/lessonpage.h"
#include "app/progresskeeper.h"
#include "lessons/course.h"
#include "lessons/parameters.h"

#include <QAbstractButton>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace app;
using attn::charts::HistogramChart;
using attn::charts::SigmaVsDkChart;

namespace {

const QString kLesson2 = QStringLiteral(ATTN_LESSONS_DIR "/02-gain-knob.lesson.md");
// Background work finishes in well under a second; the bound only guards against a hang.
constexpr int kGenerousMs = 60000;

template <typename Chart> Chart* chartById(LessonPage* page, const QString& id) {
    for (ChartBlock* block : page->findChildren<ChartBlock*>()) {
        if (block->chartId() == id)
            return qobject_cast<Chart*>(block->panel());
    }
    return nullptr;
}

// The benches stand behind predictions (issue 12): any committed answer reveals them.
void commitPrediction(LessonPage* page, const QString& id) {
    for (QuestionBlock* q : page->questions()) {
        if (q->questionId() != id)
            continue;
        QTest::mouseClick(q->optionButtons().constFirst(), Qt::LeftButton);
        QTest::mouseClick(q->checkButton(), Qt::LeftButton);
        return;
    }
    QFAIL(qPrintable(QStringLiteral("no prediction ") + id));
}

} // namespace

class TestGainKnobPage : public QObject {
    Q_OBJECT

private slots:
    void neighbouringChartsReadTheSameSpread_data();
    void neighbouringChartsReadTheSameSpread();
};

void TestGainKnobPage::neighbouringChartsReadTheSameSpread_data() {
    QTest::addColumn<QString>("dkParam");
    QTest::addColumn<QString>("histogramId");
    QTest::addColumn<QString>("sigmaId");
    QTest::addColumn<bool>("gain");
    QTest::addRow("Track 3 bench") << QStringLiteral("benchdk") << QStringLiteral("bench")
                                   << QStringLiteral("bench-sigma") << false;
    QTest::addRow("gain control off") << QStringLiteral("fixdk") << QStringLiteral("bench-unfixed")
                                      << QStringLiteral("fix-sigma") << false;
    QTest::addRow("gain control on") << QStringLiteral("fixdk") << QStringLiteral("bench-fixed")
                                     << QStringLiteral("fix-sigma") << true;
}

void TestGainKnobPage::neighbouringChartsReadTheSameSpread() {
    QFETCH(QString, dkParam);
    QFETCH(QString, histogramId);
    QFETCH(QString, sigmaId);
    QFETCH(bool, gain);
    QTemporaryDir dir;
    const lessons::ParseResult parsed = lessons::loadLessonFile(kLesson2);
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    ProgressKeeper keeper(dir.filePath(QStringLiteral("progress.json")));
    QVERIFY(keeper.load().ok);
    LessonPage page(*parsed.lesson, &keeper, [](const QString&) { return QString(); });
    page.resize(1000, 800);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.ensureBuilt();
    commitPrediction(&page, QStringLiteral("predict-bench"));
    commitPrediction(&page, QStringLiteral("predict-gain"));
    page.parameters()->setValue(QStringLiteral("gain"), gain);

    auto* histogram = chartById<HistogramChart>(&page, histogramId);
    auto* sigma = chartById<SigmaVsDkChart>(&page, sigmaId);
    QVERIFY(histogram && sigma);
    QVERIFY(histogram->isVisibleTo(&page) && sigma->isVisibleTo(&page));
    for (int dk : {64, 256, 1024}) {
        page.parameters()->setValue(dkParam, dk);
        QTRY_VERIFY_WITH_TIMEOUT(page.isSettled() && histogram->shownDk() == dk &&
                                     !sigma->markerPoint().isEmpty(),
                                 kGenerousMs);
        const QString sd = attn::charts::formatNumber(histogram->stats().sd, 2);
        QVERIFY2(sigma->readout().contains(QStringLiteral("standard deviation ") + sd),
                 qPrintable(histogram->readout() + QStringLiteral(" | ") + sigma->readout()));
    }
}

QTEST_MAIN(TestGainKnobPage)
#include "tst_gainknobpage.moc"
