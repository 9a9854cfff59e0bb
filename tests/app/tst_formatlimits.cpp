// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The format limits an author hit (issue 25), lifted: `keys` names the bars of every score-based
// chart (axis labels, value labels, readouts, what a screen reader hears, drag tooltips),
// formulas call softmax() and logsumexp(), and one parameter may have a second slider that moves
// with the first. Built from tests/app/data/format-limits/, a lesson page as the student sees it.
#include "app/blocks/controls.h"
#include "app/blocks/tableblock.h"
#include "app/charts/buseschart.h"
#include "app/charts/gradientchart.h"
#include "app/charts/keyname.h"
#include "app/charts/logitbars.h"
#include "app/charts/mixturechart.h"
#include "app/charts/scorebarschart.h"
#include "app/charts/softmaxchart.h"
#include "app/lessonpage.h"
#include "app/progresskeeper.h"
#include "lessons/lesson.h"
#include "lessons/parameters.h"
#include "tests/common/testpaths.h"

#include <QAccessible>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QDoubleSpinBox>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace app;
using namespace attn::charts;

namespace {

// The category labels of every bar chart in a panel (three for a buses chart).
QList<QStringList> categoriesOf(QWidget* panel) {
    QList<QStringList> out;
    for (QChartView* view : panel->findChildren<QChartView*>()) {
        for (QAbstractAxis* axis : view->chart()->axes()) { // the buses' keys run down the side
            if (auto* keys = qobject_cast<QBarCategoryAxis*>(axis))
                out.append(keys->categories());
        }
    }
    return out;
}

template <typename Chart> Chart* chartIn(LessonPage& page) {
    const QList<Chart*> charts = page.findChildren<Chart*>();
    return charts.size() == 1 ? charts.first() : nullptr;
}

} // namespace

class TestFormatLimits : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void scoreChartsReadTheKeyNames();
    void scoresChartSaysTheNames();
    void mixtureLabelsTheValuesByName();
    void softmaxInAReadoutAndAnAnswer();
    void twoSlidersMoveTogether();

private:
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<ProgressKeeper> keeper_;
    std::optional<lessons::Lesson> lesson_;
    std::unique_ptr<LessonPage> page_;
};

void TestFormatLimits::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    keeper_ = std::make_unique<ProgressKeeper>(dir_->filePath(QStringLiteral("progress.json")));
    QVERIFY(keeper_->load().ok);
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"tests/app/data"
                                                  "/format-limits/format-limits.lesson.md"));
    QVERIFY2(parsed.lesson.has_value() && parsed.diagnostics.isEmpty(),
             qPrintable(parsed.diagnostics.value(0).toString()));
    lesson_ = parsed.lesson;
    page_ = std::make_unique<LessonPage>(*lesson_, keeper_.get(),
                                         [](const QString&) { return QString(); });
    page_->resize(1000, 800);
    page_->show();
    page_->ensureBuilt();
}

void TestFormatLimits::cleanup() {
    page_.reset();
    lesson_.reset();
    keeper_.reset();
    dir_.reset();
}

// The bars read "the, cat, sat" where they read k1, k2, k3, and so does every readout that
// names a key.
void TestFormatLimits::scoreChartsReadTheKeyNames() {
    const QStringList names = {QStringLiteral("the"), QStringLiteral("cat"), QStringLiteral("sat")};
    SoftmaxChart* weights = chartIn<SoftmaxChart>(*page_);
    QVERIFY(weights);
    QCOMPARE(categoriesOf(weights), QList<QStringList>{names});
    // d_k = 4, divided by sqrt(4): scores 0, 2, 1, "cat" has the largest weight.
    QVERIFY2(weights->readout().contains(QStringLiteral("(cat)")), qPrintable(weights->readout()));
    QVERIFY2(weights->accessibleDescription().contains(QStringLiteral("(cat)")),
             qPrintable(weights->accessibleDescription()));
    BusesChart* buses = chartIn<BusesChart>(*page_);
    QVERIFY(buses);
    // The buses' bars run across with the first key at the top: their axis lists the keys
    // bottom up (BusesChart::keysChanged).
    const QStringList bottomUp(names.crbegin(), names.crend());
    QCOMPARE(categoriesOf(buses), (QList<QStringList>{bottomUp, bottomUp, bottomUp}));
    GradientChart* gradient = chartIn<GradientChart>(*page_);
    QVERIFY(gradient);
    QCOMPARE(categoriesOf(gradient), QList<QStringList>{names});
    // A new d_k keeps the names (the chart is configured afresh, not relabelled k1..kn).
    page_->parameters()->setValue(QStringLiteral("dk"), 16.0);
    QCOMPARE(categoriesOf(weights), QList<QStringList>{names});
}

// The editable scores chart: under the bars, in the readout, the screen reader's name of the
// bar the keys act on and its description, the drag tooltip's name.
void TestFormatLimits::scoresChartSaysTheNames() {
    ScoreBarsChart* chart = chartIn<ScoreBarsChart>(*page_);
    QVERIFY(chart);
    LogitBars* bars = chart->bars();
    QVERIFY(bars->isEditable());
    QVERIFY(bars->hasKeyNames());
    QCOMPARE(bars->keyLabel(0), QStringLiteral("the"));
    QCOMPARE(bars->keyLabel(1), QStringLiteral("cat"));
    QCOMPARE(bars->barName(1), QStringLiteral("score of cat"));
    QCOMPARE(chart->readout(), QStringLiteral("Scores: the 0.0, cat 1.0"));
    QAccessibleInterface* access = QAccessible::queryAccessibleInterface(bars);
    QVERIFY(access);
    // Each bar is an accessible slider of its own, named by its key.
    QCOMPARE(access->childCount(), 2);
    QCOMPARE(access->child(0)->text(QAccessible::Name), QStringLiteral("score of the"));
    QCOMPARE(access->child(1)->text(QAccessible::Name), QStringLiteral("score of cat"));
    bars->setFocus();
    QTest::keyClick(bars, Qt::Key_Right);
    QCOMPARE(bars->currentBar(), 1);
    QVERIFY2(bars->accessibleDescription().startsWith(QStringLiteral("Score of cat: 1.0.")),
             qPrintable(bars->accessibleDescription()));
    // Without names (the lab's bars) they show 𝑘₂ and a screen reader says "key 2".
    LogitBars plain;
    plain.setValues({1, 2});
    QCOMPARE(plain.keyLabel(1), attn::charts::keyName(1));
    QCOMPARE(plain.barName(1), QStringLiteral("score of key 2"));
    plain.setKeyNames({QStringLiteral("only one")}); // a count that differs: numbered
    QVERIFY(!plain.hasKeyNames());
    QCOMPARE(plain.keyLabel(0), attn::charts::keyName(0));
}

void TestFormatLimits::mixtureLabelsTheValuesByName() {
    MixtureChart* mixture = chartIn<MixtureChart>(*page_);
    QVERIFY(mixture);
    QVERIFY(mixture->valueLabel(0) && mixture->valueLabel(1));
    // z1 = 0, z2 = 1: weights 0.269 and 0.731.
    QCOMPARE(mixture->valueLabel(0)->text(), QStringLiteral("the: 26.9%"));
    QCOMPARE(mixture->valueLabel(1)->text(), QStringLiteral("cat: 73.1%"));
}

// softmax(k, s1, ..., sn) in a readout and in a numeric answer: the core's weights.
void TestFormatLimits::softmaxInAReadoutAndAnAnswer() {
    QLabel* readout = nullptr;
    for (QLabel* label : page_->findChildren<QLabel*>()) {
        if (label->text().contains(QStringLiteral("Weight of")))
            readout = label;
    }
    QVERIFY(readout);
    // d_k = 4: softmax(0, 2, 1) = 0.665 for "cat"; logsumexp(0, 1) = 1.313.
    QVERIFY2(readout->text().contains(QStringLiteral("0.665")), qPrintable(readout->text()));
    QVERIFY2(readout->text().contains(QStringLiteral("1.31")), qPrintable(readout->text()));
}

// The slider for "cat" at the top and its second beside the question: one value, either one
// moves the other (by the slider, by the spin box), and the charts bound to it follow.
void TestFormatLimits::twoSlidersMoveTogether() {
    QList<SliderControl*> twins;
    for (SliderControl* slider : page_->findChildren<SliderControl*>()) {
        if (slider->param() == QLatin1String("z2"))
            twins.append(slider);
    }
    QCOMPARE(twins.size(), 2);
    lessons::ParameterSet* params = page_->parameters();
    QCOMPARE(twins.at(0)->value(), 1.0);
    QCOMPARE(twins.at(1)->value(), 1.0);
    ScoreBarsChart* bars = chartIn<ScoreBarsChart>(*page_);
    QVERIFY(bars);

    twins.at(0)->slider()->setValue(twins.at(0)->slider()->value() + 2); // two steps of 0.5
    QCOMPARE(params->number(QStringLiteral("z2")), 2.0);
    QCOMPARE(twins.at(1)->value(), 2.0);
    QCOMPARE(twins.at(1)->spinBox()->value(), 2.0);
    QCOMPARE(bars->scores().value(1), 2.0);

    twins.at(1)->spinBox()->setValue(-1.5);
    QCOMPARE(params->number(QStringLiteral("z2")), -1.5);
    QCOMPARE(twins.at(0)->value(), -1.5);
    QCOMPARE(twins.at(0)->slider()->value(), twins.at(1)->slider()->value());
    QCOMPARE(bars->scores().value(1), -1.5);
    // A typed value off the grid snaps the same in both.
    twins.at(1)->spinBox()->setValue(0.7);
    QCOMPARE(twins.at(0)->value(), twins.at(1)->value());
    QCOMPARE(params->number(QStringLiteral("z2")), twins.at(0)->value());
    // One parameter, one value: the record keeps what the ParameterSet holds.
    QCOMPARE(params->names().count(QStringLiteral("z2")), 1);
}

QTEST_MAIN(TestFormatLimits)
#include "tst_formatlimits.moc"
