// The built-in course: every lesson in resources/lessons/ loads without a single diagnostic, and
// the figures it promises the student (tables, sigma readings, saturation, answer keys) are what
// the core actually computes from the lesson's own blocks.

#include "core/bench.h"
#include "core/saturation.h"
#include "core/scale.h"
#include "core/stats.h"
#include "lessons/course.h"
#include "lessons/expression.h"
#include "lessons/grading.h"
#include "lessons/lesson.h"

#include <QDir>
#include <QHash>
#include <QSet>
#include <QtTest>

#include <cmath>
#include <functional>

using lessons::Block;
using lessons::Lesson;

namespace {

QString lessonDir() {
    return QStringLiteral(ATTN_SOURCE_DIR "/resources/lessons");
}

const QStringList kLessonFiles = {
    QStringLiteral("01-scaled-dot-product.lesson.md"),
    QStringLiteral("02-gain-knob.lesson.md"),
    QStringLiteral("03-interview-sqrt-dk.lesson.md"),
};

QString diagnosticsText(const QList<lessons::Diagnostic>& diagnostics) {
    QStringList lines;
    for (const auto& d : diagnostics)
        lines << d.toString();
    return lines.join(QLatin1Char('\n'));
}

// Every block of the lesson, children of quick checks, walkthroughs and steps included.
void forEachBlock(const QList<Block>& blocks, const std::function<void(const Block&)>& visit) {
    for (const Block& block : blocks) {
        visit(block);
        forEachBlock(block.children, visit);
    }
}

QList<const Block*> blocksOfType(const Lesson& lesson, const QString& type) {
    QList<const Block*> found;
    forEachBlock(lesson.blocks, [&](const Block& block) {
        if (block.type == type)
            found << &block;
    });
    return found;
}

// The value every numeric control starts at: slider default, toggle 0/1. Choices are not numbers.
QHash<QString, double> defaultParameters(const Lesson& lesson) {
    QHash<QString, double> values;
    for (const QString& name : lesson.parameterNames()) {
        const Block* control = lesson.control(name);
        if (!control)
            continue;
        if (control->type == QLatin1String("slider"))
            values.insert(name, control->number(QStringLiteral("default")));
        else if (control->type == QLatin1String("toggle"))
            values.insert(name, control->boolean(QStringLiteral("default")) ? 1.0 : 0.0);
    }
    return values;
}

Eigen::VectorXd toVector(const QList<double>& values) {
    Eigen::VectorXd v(values.size());
    for (int i = 0; i < values.size(); ++i)
        v[i] = values[i];
    return v;
}

attn::ScaleRule scaleRule(const QString& name) {
    if (name == QLatin1String("sqrt"))
        return attn::ScaleRule::InvSqrtDk;
    if (name == QLatin1String("dk"))
        return attn::ScaleRule::InvDk;
    return attn::ScaleRule::None;
}

// What a score-based chart or table shows at head dimension dk. The caller supplies the values of
// any bound `scale` toggle and the score set a bound `query` choice picks, as the app would.
Eigen::VectorXd weightsOf(const Block& block, int dk, bool toggleOn = false,
                          const QString& scoreSet = QString()) {
    attn::ScoreSetup setup;
    setup.growth = block.text(QStringLiteral("growth")) == QLatin1String("sqrt")
                       ? attn::Growth::Sqrt
                       : attn::Growth::None;
    if (!block.binding(QStringLiteral("scale")).isEmpty())
        setup.scale = toggleOn ? attn::ScaleRule::InvSqrtDk : attn::ScaleRule::None;
    else
        setup.scale = scaleRule(block.text(QStringLiteral("scale")));
    setup.dk = dk;
    const auto scores = toVector(block.list(QStringLiteral("scores"), scoreSet));
    const auto scored = attn::scoreLogits(scores, setup);
    if (!scored.ok()) {
        qWarning("scoreLogits: %s", scored.error().message.c_str());
        return {};
    }
    return scored.value().weights;
}

double maxWeightOf(const Eigen::VectorXd& weights) {
    const auto m = attn::maxWeight(weights);
    return m.ok() ? m.value() : std::nan("");
}

// Standard error of a sample standard deviation of n draws from a distribution with standard
// deviation sd and excess kurtosis kurt: Var(s^2) ~ sd^4 (2 / (n - 1) + kurt / n), and
// Var(s) ~ Var(s^2) / (4 sd^2). For q.k with q, k ~ N(0, I_d) the excess kurtosis is 6 / d.
double sdStandardError(double sd, double kurt, long n) {
    return sd / 2.0 * std::sqrt(2.0 / double(n - 1) + kurt / double(n));
}

// Measured standard deviation of the bench a histogram block describes (its own seed and samples).
double benchSd(const Block& histogramBlock, int dk, bool scaled, long* count = nullptr) {
    attn::BenchConfig config;
    config.seed = std::uint64_t(histogramBlock.integer(QStringLiteral("seed")));
    config.samples = histogramBlock.integer(QStringLiteral("samples"));
    config.sigma = histogramBlock.number(QStringLiteral("sigma"));
    config.maxDk = std::max(dk, 1);
    auto bench = attn::DotProductBench::create(config);
    if (!bench.ok())
        return std::nan("");
    auto dots = bench.value().dotProducts(dk);
    if (!dots.ok())
        return std::nan("");
    Eigen::VectorXd x = *dots.value();
    if (scaled)
        x /= std::sqrt(double(dk));
    const auto stats = attn::sampleStats(x);
    if (!stats.ok())
        return std::nan("");
    if (count)
        *count = stats.value().count;
    return stats.value().sd;
}

QList<int> sliderStops(const Lesson& lesson, const QString& parameter) {
    QList<int> stops;
    const Block* slider = lesson.control(parameter);
    if (!slider)
        return stops;
    for (double v : slider->list(QStringLiteral("values")))
        stops << int(v);
    return stops;
}

} // namespace

class TestCourse : public QObject {
    Q_OBJECT

private:
    QHash<QString, Lesson> lessonsByFile_;

    const Lesson& lesson(const QString& file) { return lessonsByFile_[file]; }
    const Lesson& lesson1() { return lesson(kLessonFiles[0]); }
    const Lesson& lesson2() { return lesson(kLessonFiles[1]); }
    const Lesson& lesson3() { return lesson(kLessonFiles[2]); }

    const Block& block(const Lesson& l, const QString& id) {
        const Block* b = l.findById(id);
        if (!b)
            qFatal("lesson %s has no block `%s`", qPrintable(l.id), qPrintable(id));
        return *b;
    }

private slots:
    void initTestCase();
    void loadsWithoutDiagnostics_data();
    void loadsWithoutDiagnostics();
    void courseLoadsInOrder();
    void readoutsFormatAtDefaults();
    void numericQuestionsEvaluateAtDefaults();
    void everyChoiceQuestionHasFeedbackPerOption();
    void quickChecksHaveTheRightAnswers_data();
    void quickChecksHaveTheRightAnswers();

    void lesson1Table_data();
    void lesson1Table();
    void lesson1Readout();
    void lesson1PredictRevealsSharpening();
    void lesson1LabDoublingSharpens();

    void lesson2BankReadout();
    void lesson2BenchSigma_data();
    void lesson2BenchSigma();
    void lesson2ClippingPins();
    void lesson2GainSteady();
    void lesson2Buses();
    void lesson2Mixdown();

    void lesson3WalkthroughHasFiveSteps();
    void lesson3AnimationClimbs();
    void lesson3HeadDimension();
};

void TestCourse::initTestCase() {
    for (const QString& file : kLessonFiles) {
        const auto result = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + file);
        QVERIFY2(result.lesson.has_value(),
                 qPrintable(file + QLatin1Char('\n') + diagnosticsText(result.diagnostics)));
        lessonsByFile_.insert(file, *result.lesson);
    }
}

void TestCourse::loadsWithoutDiagnostics_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("id");
    QTest::addRow("lesson 1") << kLessonFiles[0] << "scaled-dot-product";
    QTest::addRow("lesson 2") << kLessonFiles[1] << "gain-knob";
    QTest::addRow("lesson 3") << kLessonFiles[2] << "interview-sqrt-dk";
    // The authors' template must itself be a clean lesson.
    QTest::addRow("template") << "../../docs/lesson-template.lesson.md"
                              << "my-lesson";
}

void TestCourse::loadsWithoutDiagnostics() {
    QFETCH(QString, file);
    QFETCH(QString, id);
    const auto result = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + file);
    // Warnings count too: a built-in lesson opens clean.
    QVERIFY2(result.diagnostics.isEmpty(), qPrintable(diagnosticsText(result.diagnostics)));
    QVERIFY(result.lesson.has_value());
    QCOMPARE(result.lesson->id, id);
    if (id == QLatin1String("my-lesson")) {
        QSet<QString> types;
        forEachBlock(result.lesson->blocks, [&](const Block& b) { types.insert(b.type); });
        for (const char* type : {"slider", "chart", "quickcheck", "question", "explain"})
            QVERIFY2(types.contains(QLatin1String(type)), type);
    }
}

void TestCourse::courseLoadsInOrder() {
    const auto course = lessons::loadCourse(lessonDir());
    QVERIFY2(course.diagnostics.isEmpty(), qPrintable(diagnosticsText(course.diagnostics)));
    QStringList ids;
    for (const Lesson& l : course.lessons)
        ids << l.id;
    QCOMPARE(ids, QStringList({"scaled-dot-product", "gain-knob", "interview-sqrt-dk"}));
    // Every `next` points at a lesson of this course.
    for (const Lesson& l : course.lessons)
        for (const Block* next : blocksOfType(l, QStringLiteral("next")))
            QVERIFY2(course.find(next->text(QStringLiteral("lesson"))),
                     qPrintable(l.id + ": next -> " + next->text(QStringLiteral("lesson"))));
}

void TestCourse::readoutsFormatAtDefaults() {
    for (const QString& file : kLessonFiles) {
        const Lesson& l = lesson(file);
        const auto params = defaultParameters(l);
        for (const Block* readout : blocksOfType(l, QStringLiteral("readout"))) {
            QString error;
            const QString shown =
                lessons::formatReadout(readout->text(QStringLiteral("text")), params, &error);
            QVERIFY2(error.isEmpty(), qPrintable(file + ": " + error));
            QVERIFY2(!shown.contains(QLatin1String("nan"), Qt::CaseInsensitive) &&
                         !shown.contains(QLatin1String("inf"), Qt::CaseInsensitive),
                     qPrintable(file + ": " + shown));
        }
    }
}

void TestCourse::numericQuestionsEvaluateAtDefaults() {
    int numericCount = 0;
    for (const QString& file : kLessonFiles) {
        const Lesson& l = lesson(file);
        const auto params = defaultParameters(l);
        for (const Block* q : blocksOfType(l, QStringLiteral("question"))) {
            if (q->kind() != QLatin1String("numeric"))
                continue;
            ++numericCount;
            const auto value = lessons::evaluate(q->text(QStringLiteral("expected")), params);
            QVERIFY2(value.ok(), qPrintable(file + ": " + q->id() + ": " + value.error().text()));
            QVERIFY2(std::isfinite(value.value()), qPrintable(file + ": " + q->id()));
            // The key computed from the live state grades its own value as correct.
            const auto grade =
                lessons::gradeNumeric(*q, QString::number(value.value(), 'g', 12), params);
            QVERIFY2(grade.correct, qPrintable(file + ": " + q->id() + ": " + grade.feedback));
        }
    }
    QVERIFY(numericCount >= 2);
}

void TestCourse::everyChoiceQuestionHasFeedbackPerOption() {
    for (const QString& file : kLessonFiles) {
        for (const Block* q : blocksOfType(lesson(file), QStringLiteral("question"))) {
            if (q->kind() == QLatin1String("numeric"))
                continue;
            const QStringList options = q->args(QStringLiteral("option"));
            QVERIFY2(options.size() >= 2, qPrintable(q->id()));
            for (const QString& option : options)
                QVERIFY2(!q->text(QStringLiteral("feedback"), option).isEmpty(),
                         qPrintable(file + ": " + q->id() + ": no feedback for " + option));
            QVERIFY2(!q->text(QStringLiteral("explanation")).isEmpty(), qPrintable(q->id()));
        }
    }
}

void TestCourse::quickChecksHaveTheRightAnswers_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("quickcheck");
    // question id -> the exact set of correct option ids (empty for a numeric question)
    QTest::addColumn<QStringList>("questions");
    QTest::addColumn<QStringList>("answers");
    QTest::addRow("lesson 1") << kLessonFiles[0] << "quick-check"
                              << QStringList{"qc-why-sqrt", "qc-order", "qc-huge-logits"}
                              << QStringList{"sd", "keeps-order", "saturate"};
    QTest::addRow("lesson 2") << kLessonFiles[1] << "chain-check"
                              << QStringList{"chain-order", "chain-sigma", "chain-invariants",
                                             "chain-too-much"}
                              << QStringList{"variance", "", "ranking,top,sum", "uniform"};
}

void TestCourse::quickChecksHaveTheRightAnswers() {
    QFETCH(QString, file);
    QFETCH(QString, quickcheck);
    QFETCH(QStringList, questions);
    QFETCH(QStringList, answers);
    const Block& group = block(lesson(file), quickcheck);
    QCOMPARE(group.type, QStringLiteral("quickcheck"));
    QStringList found;
    for (const Block& child : group.children)
        if (child.type == QLatin1String("question"))
            found << child.id();
    QCOMPARE(found, questions);

    for (int i = 0; i < questions.size(); ++i) {
        const Block& q = block(lesson(file), questions[i]);
        if (q.kind() == QLatin1String("numeric")) {
            QVERIFY(answers[i].isEmpty());
            continue;
        }
        QStringList expected = answers[i].split(QLatin1Char(','), Qt::SkipEmptyParts);
        QStringList key;
        for (const QString& id : q.text(QStringLiteral("answer")).split(QLatin1Char(',')))
            key << id.trimmed();
        key.sort();
        expected.sort();
        QCOMPARE(key, expected);
        QVERIFY2(lessons::gradeChoice(q, expected).correct, qPrintable(q.id()));
        // Any other single choice is wrong.
        for (const QString& option : q.args(QStringLiteral("option"))) {
            if (expected.size() == 1 && option != expected.first())
                QVERIFY2(!lessons::gradeChoice(q, {option}).correct,
                         qPrintable(q.id() + ": " + option));
        }
    }
}

void TestCourse::lesson1Table_data() {
    QTest::addColumn<int>("dk");
    QTest::addColumn<QList<double>>("percent");
    // softmax([0, 4, 2] / sqrt(dk)) rounded to 0.1 %
    QTest::addRow("dk=1") << 1 << QList<double>{1.6, 86.7, 11.7};
    QTest::addRow("dk=4") << 4 << QList<double>{9.0, 66.5, 24.5};
    QTest::addRow("dk=16") << 16 << QList<double>{18.6, 50.6, 30.7};
}

void TestCourse::lesson1Table() {
    QFETCH(int, dk);
    QFETCH(QList<double>, percent);
    const Block& table = block(lesson1(), QStringLiteral("fixed-logits"));
    QCOMPARE(table.list(QStringLiteral("scores")), QList<double>({0, 4, 2}));
    QCOMPARE(table.text(QStringLiteral("scale")), QStringLiteral("sqrt"));
    QCOMPARE(table.binding(QStringLiteral("dk")), QStringLiteral("dk"));
    QCOMPARE(sliderStops(lesson1(), QStringLiteral("dk")), QList<int>({1, 4, 16}));
    QCOMPARE(lesson1().control(QStringLiteral("dk"))->number(QStringLiteral("default")), 4.0);

    const Eigen::VectorXd w = weightsOf(table, dk);
    QCOMPARE(w.size(), 3);
    for (int i = 0; i < 3; ++i)
        QVERIFY2(std::abs(100.0 * w[i] - percent[i]) <= 0.05,
                 qPrintable(QString("position %1: %2 %").arg(i + 1).arg(100.0 * w[i], 0, 'f', 3)));
}

void TestCourse::lesson1Readout() {
    const auto readouts = blocksOfType(lesson1(), QStringLiteral("readout"));
    QStringList shown;
    for (const Block* r : readouts)
        shown << lessons::formatReadout(r->text(QStringLiteral("text")),
                                        {{"dk", 4.0}, {"temp", 1}});
    QVERIFY2(shown.contains(QStringLiteral("Divide by √4 = 2.00")), qPrintable(shown.join('|')));
}

void TestCourse::lesson1PredictRevealsSharpening() {
    const Block& q = block(lesson1(), QStringLiteral("predict-multiply"));
    QCOMPARE(q.text(QStringLiteral("style")), QStringLiteral("predict"));
    QCOMPARE(q.text(QStringLiteral("answer")), QStringLiteral("sharper"));
    QCOMPARE(q.args(QStringLiteral("option")), QStringList({"sharper", "flatter", "unchanged"}));
    const Block& chart = block(lesson1(), q.text(QStringLiteral("reveal")));
    QCOMPARE(chart.kind(), QStringLiteral("temperature"));
    QCOMPARE(chart.binding(QStringLiteral("temperature")), QStringLiteral("temp"));
    // A large multiplier is a small temperature: the largest weight grows as T falls.
    const auto scores = toVector(chart.list(QStringLiteral("scores")));
    double previous = 1.1;
    const Block* temperature = lesson1().control(QStringLiteral("temp"));
    QVERIFY(temperature);
    const QList<double> stops = temperature->list(QStringLiteral("values"));
    QVERIFY(stops.size() >= 3);
    for (double t : stops) {
        attn::ScoreSetup setup;
        setup.temperature = t;
        const auto scored = attn::scoreLogits(scores, setup);
        QVERIFY(scored.ok());
        const double m = maxWeightOf(scored.value().weights);
        QVERIFY2(m < previous, qPrintable(QString("T=%1 max %2").arg(t).arg(m)));
        previous = m;
    }
}

void TestCourse::lesson1LabDoublingSharpens() {
    const Block& lab = block(lesson1(), QStringLiteral("raw-vs-scaled"));
    QCOMPARE(lab.list(QStringLiteral("scores")), QList<double>({0, 4, 2}));
    QCOMPARE(lab.list(QStringLiteral("dims")), QList<double>({1, 4, 16}));
    QCOMPARE(lab.text(QStringLiteral("predict")), QStringLiteral("direction"));
    auto maxima = [&](const QList<double>& raw) {
        QList<double> pct;
        for (double dk : lab.list(QStringLiteral("dims"))) {
            attn::ScoreSetup setup;
            setup.scale = scaleRule(lab.text(QStringLiteral("scale")));
            setup.dk = int(dk);
            const auto scored = attn::scoreLogits(toVector(raw), setup);
            pct << (scored.ok() ? 100.0 * maxWeightOf(scored.value().weights) : std::nan(""));
        }
        return pct;
    };
    const auto before = maxima(lab.list(QStringLiteral("scores")));
    const auto after = maxima({0, 8, 4});
    // Step 2 of the instructions: the same scores get less concentrated as d_k grows.
    QVERIFY(before[0] > before[1] && before[1] > before[2]);
    // Step 4: the prediction the lesson teaches is "sharper" at every head dimension.
    for (int i = 0; i < before.size(); ++i)
        QVERIFY(after[i] > before[i]);
    QCOMPARE(lessons::observedDirection(before, after), lessons::Direction::Sharper);
}

void TestCourse::lesson2BankReadout() {
    const Block& bank = block(lesson2(), QStringLiteral("channel-bank"));
    QCOMPARE(bank.binding(QStringLiteral("dk")), QStringLiteral("bankdk"));
    const Block* readout = nullptr;
    for (const Block* r : blocksOfType(lesson2(), QStringLiteral("readout")))
        if (r->text(QStringLiteral("text")).contains(QLatin1String("sqrt(bankdk)")))
            readout = r;
    QVERIFY(readout);
    auto shownAt = [&](double dk) {
        return lessons::formatReadout(readout->text(QStringLiteral("text")), {{"bankdk", dk}});
    };
    // sigma 2 at d_k = 4, about 22.6 at 512
    QVERIFY2(shownAt(4).contains(QLatin1String("= 2.0")), qPrintable(shownAt(4)));
    QVERIFY2(shownAt(512).contains(QLatin1String("= 22.6")), qPrintable(shownAt(512)));
    QVERIFY(sliderStops(lesson2(), QStringLiteral("bankdk")).contains(512));

    // Each channel term has variance 1, so the sum of the bank is the bench's dot product.
    attn::BenchConfig config;
    config.seed = std::uint64_t(bank.integer(QStringLiteral("seed")));
    config.samples = 100;
    config.maxDk = 1024;
    auto bench = attn::DotProductBench::create(config);
    QVERIFY(bench.ok());
    const int pair = bank.integer(QStringLiteral("pair"));
    const Eigen::VectorXd terms = bench.value().channelTerms(pair, 512);
    QCOMPARE(terms.size(), 512);
    const auto dots = bench.value().dotProducts(512);
    QVERIFY(dots.ok());
    QCOMPARE(terms.sum(), (*dots.value())[pair]);
}

void TestCourse::lesson2BenchSigma_data() {
    QTest::addColumn<int>("dk");
    for (int dk : {4, 64, 512, 1024})
        QTest::addRow("dk=%d", dk) << dk;
}

void TestCourse::lesson2BenchSigma() {
    QFETCH(int, dk);
    const Block& bench = block(lesson2(), QStringLiteral("bench"));
    QCOMPARE(bench.kind(), QStringLiteral("histogram"));
    QCOMPARE(bench.binding(QStringLiteral("dk")), QStringLiteral("benchdk"));
    QVERIFY(sliderStops(lesson2(), QStringLiteral("benchdk")).contains(dk));
    QVERIFY(!bench.boolean(QStringLiteral("scaled")));
    QVERIFY(bench.boolean(QStringLiteral("theory")));
    long n = 0;
    const double sd = benchSd(bench, dk, false, &n);
    const double theory = std::sqrt(double(dk));
    // 4 standard errors of the sample sd: about 0.64 at d_k = 512 with 10000 pairs
    const double band = 4.0 * sdStandardError(theory, 6.0 / dk, n);
    QVERIFY2(std::abs(sd - theory) <= band,
             qPrintable(QString("measured %1, theory %2, band %3").arg(sd).arg(theory).arg(band)));
    if (dk == 512)
        QVERIFY(std::abs(sd - 22.6) < 1.0);
    // The fixed axis holds nearly everything up to 1024 dimensions (2.5 sigma there).
    const auto range = bench.list(QStringLiteral("range"));
    QCOMPARE(range.size(), 2);
    QVERIFY(range[1] >= 2.5 * std::sqrt(1024.0) && range[0] <= -2.5 * std::sqrt(1024.0));
}

void TestCourse::lesson2ClippingPins() {
    const Block& weights = block(lesson2(), QStringLiteral("clip-weights"));
    const Block& gradient = block(lesson2(), QStringLiteral("clip-gradient"));
    QCOMPARE(weights.list(QStringLiteral("scores")).size(), 5);
    QCOMPARE(weights.text(QStringLiteral("growth")), QStringLiteral("sqrt"));
    QCOMPARE(gradient.list(QStringLiteral("scores")), weights.list(QStringLiteral("scores")));
    QCOMPARE(gradient.binding(QStringLiteral("dk")), weights.binding(QStringLiteral("dk")));
    const auto stops = sliderStops(lesson2(), weights.binding(QStringLiteral("dk")));
    QVERIFY(stops.contains(4) && stops.contains(256) && stops.contains(1024));
    double previous = 0.0;
    for (int dk : stops) {
        const Eigen::VectorXd w = weightsOf(weights, dk);
        const double top = maxWeightOf(w);
        QVERIFY2(top >= previous, qPrintable(QString("dk=%1").arg(dk)));
        previous = top;
        const auto factor = attn::gradientFactor(w);
        QVERIFY(factor.ok());
        const double largestFactor = factor.value().maxCoeff();
        if (dk <= 4) {
            // a readable mix, far from clipping
            QVERIFY2(top < 0.6, qPrintable(QString("dk=%1 top %2").arg(dk).arg(top)));
            QVERIFY(largestFactor > 0.2);
        }
        if (dk >= 256) {
            // "past a few hundred dimensions one key pins near 100 %"
            QVERIFY2(top > 0.99, qPrintable(QString("dk=%1 top %2").arg(dk).arg(top)));
            QVERIFY2(largestFactor < 0.01, qPrintable(QString("dk=%1").arg(dk)));
        }
    }
}

void TestCourse::lesson2GainSteady() {
    const Block& bench = block(lesson2(), QStringLiteral("bench-fixed"));
    QCOMPARE(bench.binding(QStringLiteral("scaled")), QStringLiteral("gain"));
    QCOMPARE(lesson2().control(QStringLiteral("gain"))->type, QStringLiteral("toggle"));
    // The same rig as Track 3: same draws, same axis.
    const Block& track3 = block(lesson2(), QStringLiteral("bench"));
    for (const char* key : {"seed", "samples", "bins"})
        QCOMPARE(bench.integer(QLatin1String(key)), track3.integer(QLatin1String(key)));
    QCOMPARE(bench.list(QStringLiteral("range")), track3.list(QStringLiteral("range")));

    const auto stops = sliderStops(lesson2(), bench.binding(QStringLiteral("dk")));
    QCOMPARE(stops.first(), 4);
    QCOMPARE(stops.last(), 1024);
    for (int dk : stops) {
        long n = 0;
        const double sd = benchSd(bench, dk, true, &n);
        const double band = 4.0 * sdStandardError(1.0, 6.0 / dk, n);
        QVERIFY2(std::abs(sd - 1.0) <= band,
                 qPrintable(QString("dk=%1 scaled sd %2 band %3").arg(dk).arg(sd).arg(band)));
    }
    const Block& curve = block(lesson2(), QStringLiteral("fix-sigma"));
    QCOMPARE(curve.kind(), QStringLiteral("sigma-vs-dk"));
    QCOMPARE(curve.binding(QStringLiteral("scaled")), QStringLiteral("gain"));
}

void TestCourse::lesson2Buses() {
    const Block& buses = block(lesson2(), QStringLiteral("buses"));
    QCOMPARE(buses.kind(), QStringLiteral("buses"));
    const auto scores = toVector(buses.list(QStringLiteral("scores")));
    const int n = int(scores.size());
    auto top = [&](attn::ScaleRule rule, int dk) {
        attn::ScoreSetup setup;
        setup.growth = attn::Growth::Sqrt;
        setup.scale = rule;
        setup.dk = dk;
        const auto scored = attn::scoreLogits(scores, setup);
        return scored.ok() ? maxWeightOf(scored.value().weights) : std::nan("");
    };
    const double steady = top(attn::ScaleRule::InvSqrtDk, 1);
    for (int dk : sliderStops(lesson2(), buses.binding(QStringLiteral("dk"))))
        QVERIFY(std::abs(top(attn::ScaleRule::InvSqrtDk, dk) - steady) < 1e-12);
    QVERIFY(top(attn::ScaleRule::None, 1024) > 0.99);            // pinned
    QVERIFY(top(attn::ScaleRule::InvDk, 1024) < 1.0 / n + 0.02); // nearly uniform
}

void TestCourse::lesson2Mixdown() {
    const Block* choice = lesson2().control(QStringLiteral("mixquery"));
    QVERIFY(choice);
    QCOMPARE(choice->args(QStringLiteral("option")), QStringList({"peaked", "flat"}));
    for (const char* id : {"mix-logits", "mix-weights", "mix-gradient"}) {
        const Block& b = block(lesson2(), QLatin1String(id));
        QCOMPARE(b.binding(QStringLiteral("query")), QStringLiteral("mixquery"));
        QCOMPARE(b.binding(QStringLiteral("dk")), QStringLiteral("mixdk"));
        QCOMPARE(b.binding(QStringLiteral("scale")), QStringLiteral("mixgain"));
    }
    QCOMPARE(block(lesson2(), QStringLiteral("mix-bank")).binding(QStringLiteral("dk")),
             QStringLiteral("mixdk"));
    const Block& chart = block(lesson2(), QStringLiteral("mix-weights"));
    const double peakedStart = maxWeightOf(weightsOf(chart, 1, false, "peaked"));
    const double flatStart = maxWeightOf(weightsOf(chart, 1, false, "flat"));
    QVERIFY(peakedStart > flatStart + 0.2); // one starts peaked, the other nearly flat
    for (const char* set : {"peaked", "flat"}) {
        // gain off: both collapse onto one key at the top of the fader
        QVERIFY2(maxWeightOf(weightsOf(chart, 1024, false, set)) > 0.99, set);
        // gain on: each keeps its own shape at every width
        const Eigen::VectorXd base = weightsOf(chart, 1, true, set);
        for (int dk : sliderStops(lesson2(), QStringLiteral("mixdk")))
            QVERIFY((weightsOf(chart, dk, true, set) - base).cwiseAbs().maxCoeff() < 1e-12);
    }
}

void TestCourse::lesson3WalkthroughHasFiveSteps() {
    const Block& walkthrough = block(lesson3(), QStringLiteral("five-steps"));
    QCOMPARE(walkthrough.type, QStringLiteral("walkthrough"));
    QCOMPARE(walkthrough.children.size(), 5);
    for (const Block& step : walkthrough.children) {
        QCOMPARE(step.type, QStringLiteral("step"));
        QVERIFY(!step.text(QStringLiteral("title")).isEmpty());
        QVERIFY2(!step.children.isEmpty(), qPrintable(step.text(QStringLiteral("title"))));
    }
    // Step 3 shows the Jacobian collapsing: the gradient chart at the top of its slider.
    const Block& jacobian = block(lesson3(), QStringLiteral("jacobian"));
    QCOMPARE(jacobian.kind(), QStringLiteral("gradient"));
    const auto stops = sliderStops(lesson3(), jacobian.binding(QStringLiteral("dk")));
    const auto normAt = [&](int dk) {
        const auto norm = attn::jacobianNorm(weightsOf(jacobian, dk));
        return norm.ok() ? norm.value() : std::nan("");
    };
    QVERIFY(normAt(stops.last()) < 0.05 * normAt(stops.first()));
}

void TestCourse::lesson3AnimationClimbs() {
    const Block& histogram = block(lesson3(), QStringLiteral("anim-histogram"));
    const Block& softmax = block(lesson3(), QStringLiteral("anim-softmax"));
    // One slider drives both.
    QCOMPARE(histogram.binding(QStringLiteral("dk")), QStringLiteral("animdk"));
    QCOMPARE(softmax.binding(QStringLiteral("dk")), QStringLiteral("animdk"));
    QVERIFY(!histogram.boolean(QStringLiteral("scaled")));
    double previousTop = 0.0, previousSd = 0.0;
    for (int dk : sliderStops(lesson3(), QStringLiteral("animdk"))) {
        const double top = maxWeightOf(weightsOf(softmax, dk));
        QVERIFY(top >= previousTop);
        previousTop = top;
        long n = 0;
        const double sd = benchSd(histogram, dk, false, &n);
        QVERIFY(sd > previousSd);
        previousSd = sd;
        const double band = 4.0 * sdStandardError(std::sqrt(double(dk)), 6.0 / dk, n);
        QVERIFY2(std::abs(sd - std::sqrt(double(dk))) <= band, qPrintable(QString::number(dk)));
    }
    QVERIFY(previousTop > 0.99);
}

void TestCourse::lesson3HeadDimension() {
    const Block& q = block(lesson3(), QStringLiteral("trap-head-dim"));
    QCOMPARE(q.kind(), QStringLiteral("numeric"));
    const auto defaults = defaultParameters(lesson3());
    QCOMPARE(lessons::evaluate(q.text(QStringLiteral("expected")), defaults).value(), 64.0);
    // Every slider combination is a whole per-head width, and the key agrees with the core.
    for (int dModel : sliderStops(lesson3(), QStringLiteral("dmodel"))) {
        for (int heads : sliderStops(lesson3(), QStringLiteral("heads"))) {
            const auto dk = attn::headDim(dModel, heads);
            QVERIFY2(dk.ok(), qPrintable(QString("%1 / %2").arg(dModel).arg(heads)));
            auto params = defaults;
            params["dmodel"] = dModel;
            params["heads"] = heads;
            QCOMPARE(lessons::evaluate(q.text(QStringLiteral("expected")), params).value(),
                     double(dk.value()));
        }
    }
    QCOMPARE(block(lesson3(), QStringLiteral("trap-model-dim")).text(QStringLiteral("answer")),
             QStringLiteral("flatter"));
}

QTEST_GUILESS_MAIN(TestCourse)
#include "tst_course.moc"
