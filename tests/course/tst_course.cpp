// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The built-in course: every lesson in resources/lessons/ loads without a single diagnostic, and
// the figures it promises the student (tables, sigma readings, saturation, answer keys) are what
// the core actually computes from the lesson's own blocks.

#include "core/attention.h"
#include "core/bench.h"
#include "core/saturation.h"
#include "core/scale.h"
#include "core/softmax.h"
#include "core/stats.h"
#include "lessons/blockspecs.h"
#include "lessons/course.h"
#include "lessons/displaytext.h"
#include "lessons/expression.h"
#include "lessons/grading.h"
#include "lessons/lesson.h"
#include "lessons/math.h"
#include "lessons/optionorder.h"
#include "lessons/parameters.h"
#include "lessons/predictions.h"
#include "lessons/revealplan.h"
#include "lessons/review.h"
#include "lessons/schema.h"
#include "tests/common/testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>

using lessons::Block;
using lessons::Lesson;

namespace {

QString lessonDir() {
    return testpaths::source(u"/resources/lessons");
}

// In course order.
const QStringList kLessonFiles = {
    QStringLiteral("00-dot-products.lesson.md"),
    QStringLiteral("01-scaled-dot-product.lesson.md"),
    QStringLiteral("01b-mixing-values.lesson.md"),
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

// The lesson in reading order: a heading (prose `#`..`###` lines and walkthrough step titles) or
// a block. Lets a test ask which section a block is in and what comes before it.
struct Item {
    const Block* block = nullptr; // null for a heading
    QString heading;
};

void flatten(const QList<Block>& blocks, QList<Item>* out) {
    for (const Block& b : blocks) {
        if (b.type == QLatin1String("prose")) {
            for (const QString& raw : b.source.split(QLatin1Char('\n'))) {
                const QString line = raw.trimmed();
                static const QRegularExpression heading(QStringLiteral("^#{1,3} (.*)$"));
                const auto m = heading.match(line);
                if (m.hasMatch())
                    out->append(Item{nullptr, m.captured(1).trimmed()});
            }
        }
        if (b.type == QLatin1String("step"))
            out->append(Item{nullptr, b.text(QStringLiteral("title"))});
        out->append(Item{&b, {}});
        flatten(b.children, out);
    }
}

// What a block puts on the page: prose as written, a typed block's values (a readout's text with
// its formulas), all on one line so a phrase wrapped in the file still matches.
QString pageText(const Block& b) {
    QStringList parts{b.source};
    for (const lessons::Entry& e : b.entries)
        parts.append(e.value);
    return parts.join(QLatin1Char(' ')).simplified();
}

bool isControl(const Block* b) {
    return b && (b->type == QLatin1String("slider") || b->type == QLatin1String("toggle") ||
                 b->type == QLatin1String("choice"));
}

// The readout whose text contains every one of `needles`.
const Block* readoutContaining(const Lesson& lesson, const QStringList& needles) {
    for (const Block* r : blocksOfType(lesson, QStringLiteral("readout"))) {
        const QString text = r->text(QStringLiteral("text"));
        bool all = true;
        for (const QString& n : needles)
            all = all && text.contains(n);
        if (all)
            return r;
    }
    return nullptr;
}

// Every number a formatted readout shows, in order, leaving out math ($1/\sqrt{d}$) and reading
// "10,000" as one number.
QList<double> numbersIn(QString shown) {
    static const QRegularExpression math(QStringLiteral("\\$[^$]*\\$"));
    static const QRegularExpression thousands(QStringLiteral("([0-9]),([0-9]{3})"));
    shown.remove(math).replace(thousands, QStringLiteral("\\1\\2"));
    QList<double> numbers;
    // Shown numbers carry the minus sign U+2212.
    static const QRegularExpression number(QStringLiteral("[-\\x{2212}]?[0-9]+(?:\\.[0-9]+)?"));
    auto it = number.globalMatch(shown);
    while (it.hasNext())
        numbers << it.next().captured(0).replace(QChar(0x2212), QLatin1Char('-')).toDouble();
    return numbers;
}

// The blocks that stay hidden until `question` is answered: its targets and their followers.
QSet<const Block*> waitingWith(const Lesson& lesson, const Block& question) {
    QSet<const Block*> waiting;
    for (const lessons::RevealPlan::Reveal& r : lessons::RevealPlan::of(lesson).reveals) {
        if (r.question != &question)
            continue;
        waiting.insert(r.target);
        for (const Block* follower : r.followers)
            waiting.insert(follower);
    }
    return waiting;
}

double softmaxTop(const Eigen::VectorXd& logits) {
    const auto w = attn::softmax(logits);
    return w.ok() ? w.value().maxCoeff() : std::nan("");
}

// What a translation must keep from its plain file, in reading order: the headings' levels and
// blocks' indices, every typed block with its keys and arguments, and every value that is not
// text for the reader; a readout keeps its {formula|D} placeholders in order.
QString placeholdersOf(QString readout) {
    static const QRegularExpression math(QStringLiteral("\\$[^$]*\\$"));
    static const QRegularExpression placeholder(QStringLiteral("\\{[^{}]*\\}"));
    readout.remove(math);
    QStringList found;
    auto it = placeholder.globalMatch(readout);
    while (it.hasNext())
        found << it.next().captured(0).remove(QLatin1Char(' ')).remove(QLatin1Char('\n'));
    return found.join(QLatin1Char(' '));
}

QStringList factsOf(const Lesson& lesson) {
    QStringList facts;
    for (const lessons::Section& s : lesson.sections())
        facts << QStringLiteral("section level %1 in block %2").arg(s.level).arg(s.blockIndex);
    forEachBlock(lesson.blocks, [&](const Block& b) {
        // Reader text may write its math for its readers (a German variant writes 0.5 as 1/2 or
        // 0{,}5), so only the structure of prose and text values is compared; formulas of blocks
        // (but for the words in their \text) and the expressions of readouts must match exactly.
        if (b.type == QLatin1String("prose")) {
            facts << QStringLiteral("prose");
            return;
        }
        if (b.type == QLatin1String("code")) {
            facts << QStringLiteral("code: ") + b.markdown;
            return;
        }
        facts << QStringLiteral("block ") + b.type;
        const QList<lessons::KeySpec> keys = lessons::keysFor(b.type, b.kind());
        for (const lessons::Entry& e : b.entries) {
            QString fact = b.type + QLatin1Char(' ') + b.id() + QStringLiteral(" / ") + e.key +
                           (e.arg.isEmpty() ? QString() : QLatin1Char(' ') + e.arg) +
                           QStringLiteral(": ");
            const lessons::KeySpec* spec = lessons::findKey(keys, e.key, !e.arg.isEmpty());
            if (spec && spec->type == lessons::ValueType::Text)
                fact += QStringLiteral("text");
            else if (spec && spec->type == lessons::ValueType::Readout)
                fact += QStringLiteral("formulas ") + placeholdersOf(e.value);
            else if (spec && spec->type == lessons::ValueType::Math) // its \text words translated
                fact +=
                    lessons::mathWithoutWords(e.value).replace(QLatin1Char('\n'), QLatin1Char(' '));
            else
                fact += QString(e.value).replace(QLatin1Char('\n'), QLatin1Char(' '));
            facts << fact;
        }
    });
    return facts;
}
} // namespace

class TestCourse : public QObject {
    Q_OBJECT

private:
    QHash<QString, Lesson> lessonsByFile_;

    const Lesson& lesson(const QString& file) { return lessonsByFile_[file]; }
    const Lesson& dotLesson() { return lesson(kLessonFiles[0]); }
    const Lesson& lesson1() { return lesson(kLessonFiles[1]); }
    const Lesson& mixLesson() { return lesson(kLessonFiles[2]); }
    const Lesson& lesson2() { return lesson(kLessonFiles[3]); }
    const Lesson& lesson3() { return lesson(kLessonFiles[4]); }

    const Block& block(const Lesson& l, const QString& id) {
        const Block* b = l.findById(id);
        if (!b)
            qFatal("lesson %s has no block `%s`", qPrintable(l.id), qPrintable(id));
        return *b;
    }

private slots:
    void initTestCase();
    void whyEndsWithTheAnswerShown();
    void germanNumberListsUseSemicolons();
    void loadsWithoutDiagnostics_data();
    void loadsWithoutDiagnostics();
    void compiledInChecksGiveTheSameLesson_data();
    void compiledInChecksGiveTheSameLesson();
    void languageVariantsMatchTheirPlainFile_data();
    void languageVariantsMatchTheirPlainFile();
    void translatedMathHasNoEnglishWords_data();
    void translatedMathHasNoEnglishWords();
    void courseLoadsInOrder();
    void germanCourseFallsBackToEnglish();
    void readoutsFormatAtDefaults();
    void pairsInAReadoutShareOneForm();
    void multiplierAndTemperatureShareOneForm();
    void readoutsRepeatASliderAsItsBox_data();
    void readoutsRepeatASliderAsItsBox();
    void oneFormulaReadsOneWayInALesson_data();
    void oneFormulaReadsOneWayInALesson();
    void componentProductsShareTheirForm_data();
    void componentProductsShareTheirForm();
    void germanTrackTitlesAreGerman();
    void germanPairsUseSemicolons();
    void chainSigmaAsksOnlyWhatCanBeDone();
    void numericQuestionsEvaluateAtDefaults();
    void usualNumericMissesGetTheirHint_data();
    void usualNumericMissesGetTheirHint();
    void everyChoiceQuestionHasFeedbackPerOption();
    void everyGradedQuestionHasFeedbackForAMiss();
    void feedbackDoesNotRepeatTheVerdict();
    void rightOptionIsNotUsuallyFirstAfterShuffling();
    void rightOptionKeepsNoPlaceThreeTimesRunning();
    void predictionsMoveTheirRightOption();
    void germanListsSeparateWithSemicolons();
    void numericQuestionsHaveHintsAndReviewExplanations();
    void reviewCardsLeaveTheWorkToTheStudent();
    void chainInvariantsAnswerFromTheCore();
    void dotWidthIsANewCase();
    void lesson1QuickCheckFigures();
    void quickChecksHaveTheRightAnswers_data();
    void quickChecksHaveTheRightAnswers();

    void lesson1Table_data();
    void lesson1Table();
    void lesson1Readout();
    void lesson1PredictRevealsSharpening();
    void lesson1LabAsksForTheTopWeight();
    void lesson1LabStepsNeverShowTheAnswerFirst();
    void predictionsQuoteNothingStillLocked_data();
    void predictionsQuoteNothingStillLocked();
    void lesson2MixdownNamesQueryBsScores();
    void lesson2MixdownFiguresMatchTheCore_data();
    void lesson2MixdownFiguresMatchTheCore();
    void lesson3NinetyPercentOptionsNameOneWidth();
    void hintsDoNotGiveTheAnswer_data();
    void hintsDoNotGiveTheAnswer();
    void answerIsRarelyTheLongestOption();
    void answerIsRarelyTheShortestOption();
    void answerIsNotTheLongestOption_data();
    void answerIsNotTheLongestOption();
    void rewrittenQuestionsDoNotReuseTheirIds();
    void linesKeepToOneHundredCharacters();

    void lesson2BankReadout();
    void lesson2BenchSigma_data();
    void lesson2BenchSigma();
    void lesson2BenchReadingsAgainstTheirBand();
    void lesson2ClippingPins();
    void lesson2GainSteady();
    void lesson2Buses();
    void lesson2Mixdown();
    void lesson2LineCheckNamesItsKeys();

    void lesson3WalkthroughHasFiveSteps();
    void lesson3AnimationClimbs();
    void lesson3HeadDimension();

    void predictionsComeFirst_data();
    void predictionsComeFirst();
    void lesson2EveryTrackPredicts();
    void answersWaitForTheReveal_data();
    void answersWaitForTheReveal();
    void answersComeAfterTheQuestion_data();
    void answersComeAfterTheQuestion();
    void nextStepDoesNotAnswerTheSkippedPrediction_data();
    void nextStepDoesNotAnswerTheSkippedPrediction();
    void wrongAnswerFeedbackHints_data();
    void wrongAnswerFeedbackHints();
    void promptLeavesEveryOptionOpen_data();
    void promptLeavesEveryOptionOpen();
    void lesson2TermIndexMatchesTheChannelBank();
    void samplingErrorReadouts_data();
    void samplingErrorReadouts();
    void lesson1PredictDivisorFlattens();
    void lesson2PredictionsMatchTheCore();
    void lesson2TrackEightHasOneWidth();
    void lesson3PredictionsMatchTheCore();
    void headDivisorExplainsEverySetting();
    void headDivisorMistakesStayWrongAtEveryStop();
    void lesson3SmallHeadsGradientIsMild();
    void lesson3AnimationShowsTheScaledCase();
    void dotProductFigures();
    void dotProductsGrowWithWidth();
    void mixingFigures();
    void mixingMaskFigures();

    void germanVariantsKeepTheFacts_data();
    void germanVariantsKeepTheFacts();
    void wordsThatDoNotBelong_data();
    void wordsThatDoNotBelong();
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
    QTest::addRow("dot products") << kLessonFiles[0] << "dot-products";
    QTest::addRow("lesson 1") << kLessonFiles[1] << "scaled-dot-product";
    QTest::addRow("mixing values") << kLessonFiles[2] << "mixing-values";
    QTest::addRow("lesson 2") << kLessonFiles[3] << "gain-knob";
    QTest::addRow("lesson 3") << kLessonFiles[4] << "interview-sqrt-dk";
    // The authors' template must itself be a clean lesson.
    QTest::addRow("template") << "../../docs/lesson-template.lesson.md"
                              << "my-lesson";
}

// What a translation must keep from its plain file, one line per typed block (prose and code are
// free): type, id, kind, then every key (with its argument) in file order, with its value unless
// the value is human text. A readout keeps its formulas; only the words around them change.
namespace {

QStringList structureOf(const Lesson& lesson) {
    QStringList lines{QStringLiteral("header order=%1 requires=%2")
                          .arg(lesson.order)
                          .arg(lesson.requires.join(QLatin1Char(',')))};
    static const QRegularExpression math(QStringLiteral("\\$[^$]*\\$"));
    static const QRegularExpression placeholder(QStringLiteral("\\{([^{}]*)\\}"));
    forEachBlock(lesson.blocks, [&](const Block& block) {
        if (block.type == QLatin1String("prose") || block.type == QLatin1String("code"))
            return;
        QStringList parts{block.type, block.id(), block.kind()};
        const QList<lessons::KeySpec> keys = lessons::keysFor(block.type, block.kind());
        for (const lessons::Entry& e : block.entries) {
            QString part = e.arg.isEmpty() ? e.key : e.key + QLatin1Char(' ') + e.arg;
            const lessons::KeySpec* spec = lessons::findKey(keys, e.key, !e.arg.isEmpty());
            const lessons::ValueType type = spec ? spec->type : lessons::ValueType::Expr;
            if (type == lessons::ValueType::Readout) {
                QString formulas = e.value;
                formulas.remove(math);
                for (auto it = placeholder.globalMatch(formulas); it.hasNext();)
                    part += QLatin1Char(' ') + it.next().captured(1);
            } else if (type == lessons::ValueType::Math) {
                part += QStringLiteral(": ") + lessons::mathWithoutWords(e.value);
            } else if (type != lessons::ValueType::Text) {
                part += QStringLiteral(": ") + e.value;
            }
            parts.append(part);
        }
        lines.append(parts.join(QStringLiteral(" | ")));
    });
    return lines;
}

} // namespace

void TestCourse::languageVariantsMatchTheirPlainFile_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("plain");
    static const QRegularExpression variantName(
        QStringLiteral("^(.+)\\.([a-z]{2,3})\\.lesson\\.md$"));
    // Every variant in the folder, so a new translation is covered without touching this test.
    const QStringList names =
        QDir(lessonDir()).entryList({QStringLiteral("*.lesson.md")}, QDir::Files, QDir::Name);
    for (const QString& name : names) {
        const QRegularExpressionMatch m = variantName.match(name);
        if (m.hasMatch())
            QTest::addRow("%s", qPrintable(name))
                << name << m.captured(1) + QStringLiteral(".lesson.md");
    }
}

void TestCourse::languageVariantsMatchTheirPlainFile() {
    QFETCH(QString, variant);
    QFETCH(QString, plain);
    QVERIFY2(kLessonFiles.contains(plain), qPrintable(plain + QStringLiteral(" is not built in")));
    const auto translated = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + variant);
    // Warnings count too: a built-in translation opens as clean as its plain file.
    QVERIFY2(translated.diagnostics.isEmpty(), qPrintable(diagnosticsText(translated.diagnostics)));
    QVERIFY(translated.lesson.has_value());
    const auto original = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + plain);
    QVERIFY(original.lesson.has_value());
    QCOMPARE(translated.lesson->id, original.lesson->id);
    const QStringList want = structureOf(*original.lesson);
    const QStringList got = structureOf(*translated.lesson);
    for (int i = 0; i < std::min(want.size(), got.size()); ++i)
        QVERIFY2(got.at(i) == want.at(i),
                 qPrintable(QStringLiteral("block %1 differs:\n  %2: %3\n  %4: %5")
                                .arg(i)
                                .arg(plain, want.at(i), variant, got.at(i))));
    QCOMPARE(got.size(), want.size());
}

void TestCourse::translatedMathHasNoEnglishWords_data() {
    languageVariantsMatchTheirPlainFile_data();
}

// A German formula read "output = ..." (issue 19): a word in typeset math (\text{...}) that the
// translation shares with its English file must be a name of notation both languages write the
// same way (Var, softmax); any other shared word was left untranslated.
void TestCourse::translatedMathHasNoEnglishWords() {
    QFETCH(QString, variant);
    QFETCH(QString, plain);
    static const QRegularExpression textWord(
        QStringLiteral("\\\\(?:text|mathrm|operatorname)\\{([^}]*)\\}"));
    static const QSet<QString> notation = {QStringLiteral("Var"),     QStringLiteral("E"),
                                           QStringLiteral("softmax"), QStringLiteral("max"),
                                           QStringLiteral("diag"),    QStringLiteral("cos"),
                                           QStringLiteral("model"),   QStringLiteral("Attention")};
    const auto wordsOf = [](const QString& path) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return QSet<QString>();
        QSet<QString> words;
        const QString text = QString::fromUtf8(file.readAll());
        for (auto it = textWord.globalMatch(text); it.hasNext();)
            words.insert(it.next().captured(1).trimmed());
        return words;
    };
    const QSet<QString> english = wordsOf(lessonDir() + QLatin1Char('/') + plain);
    const QSet<QString> translated = wordsOf(lessonDir() + QLatin1Char('/') + variant);
    QVERIFY(!english.isEmpty());
    for (const QString& word : translated) {
        QVERIFY2(
            !english.contains(word) || notation.contains(word),
            qPrintable(
                QStringLiteral("%1: \\text{%2} is the English edition's word").arg(variant, word)));
    }
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

void TestCourse::compiledInChecksGiveTheSameLesson_data() {
    QTest::addColumn<QString>("file");
    for (const QString& file :
         QDir(lessonDir()).entryList({QStringLiteral("*.lesson.md")}, QDir::Files, QDir::Name))
        QTest::addRow("%s", qPrintable(file)) << file;
}

namespace {

QString positionText(const lessons::SourcePos& pos) {
    return QStringLiteral("%1:%2").arg(pos.line).arg(pos.column);
}

// Everything a parse puts into a lesson, one line per field, children indented.
QStringList everythingIn(const Lesson& lesson) {
    QStringList lines{lesson.id,
                      lesson.title,
                      lesson.summary,
                      lesson.language,
                      lesson.filePath,
                      QString::number(lesson.minutes),
                      QString::number(lesson.order),
                      lesson.requires.join(QLatin1Char(',')),
                      positionText(lesson.idPos)};
    for (const lessons::SourcePos& pos : lesson.requiresPositions)
        lines.append(positionText(pos));
    std::function<void(const Block&, const QString&)> add = [&](const Block& block,
                                                                const QString& indent) {
        lines.append(indent + block.type + QLatin1Char(' ') + positionText(block.pos));
        lines.append(indent + block.markdown);
        lines.append(indent + block.language);
        lines.append(indent + block.source);
        for (const lessons::Entry& entry : block.entries) {
            QString line = indent + entry.key + QLatin1Char('|') + entry.arg + QLatin1Char('|') +
                           entry.value + QLatin1Char('|') + positionText(entry.keyPos) +
                           QLatin1Char('|') + positionText(entry.valuePos);
            for (const lessons::SourcePos& pos : entry.linePositions)
                line += QLatin1Char('|') + positionText(pos);
            lines.append(line);
        }
        for (const Block& child : block.children)
            add(child, indent + QStringLiteral("  "));
    };
    for (const Block& block : lesson.blocks)
        add(block, QString());
    return lines;
}

} // namespace

// The compiled-in course skips every check that only reports (Checks::CompiledIn); what is left
// must still build the very lesson a full check builds.
void TestCourse::compiledInChecksGiveTheSameLesson() {
    QFETCH(QString, file);
    QFile source(lessonDir() + QLatin1Char('/') + file);
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QByteArray bytes = source.readAll();
    const auto full = lessons::parseLesson(bytes, file, lessons::Checks::All);
    const auto compiledIn = lessons::parseLesson(bytes, file, lessons::Checks::CompiledIn);
    QVERIFY2(full.diagnostics.isEmpty(), qPrintable(diagnosticsText(full.diagnostics)));
    QVERIFY(full.lesson.has_value());
    QVERIFY(compiledIn.lesson.has_value());
    QCOMPARE(compiledIn.diagnostics.size(), 0);
    QCOMPARE(everythingIn(*compiledIn.lesson), everythingIn(*full.lesson));
}

// In German every lesson with a German file is shown in German, every other one in English, and
// the course keeps its order.
void TestCourse::germanCourseFallsBackToEnglish() {
    const auto english = lessons::loadCourse(lessonDir());
    const auto german = lessons::loadCourse(lessonDir(), QStringLiteral("de_DE"));
    QVERIFY2(german.diagnostics.isEmpty(), qPrintable(diagnosticsText(german.diagnostics)));
    QCOMPARE(german.lessons.size(), english.lessons.size());
    int translated = 0;
    for (int i = 0; i < german.lessons.size(); ++i) {
        const Lesson& l = german.lessons.at(i);
        QCOMPARE(l.id, english.lessons.at(i).id);
        const QString plain = QFileInfo(english.lessons.at(i).filePath).fileName();
        const QString variant = plain.chopped(int(QStringLiteral(".lesson.md").size())) +
                                QStringLiteral(".de.lesson.md");
        const bool hasVariant = QFileInfo::exists(lessonDir() + QLatin1Char('/') + variant);
        QCOMPARE(QFileInfo(l.filePath).fileName(), hasVariant ? variant : plain);
        QCOMPARE(l.language, hasVariant ? QStringLiteral("de") : QStringLiteral("en"));
        translated += hasVariant ? 1 : 0;
    }
    QVERIFY(translated >= 3);
}

void TestCourse::courseLoadsInOrder() {
    const auto course = lessons::loadCourse(lessonDir());
    QVERIFY2(course.diagnostics.isEmpty(), qPrintable(diagnosticsText(course.diagnostics)));
    QStringList ids;
    for (const Lesson& l : course.lessons)
        ids << l.id;
    QCOMPARE(ids, QStringList({"dot-products", "scaled-dot-product", "mixing-values", "gain-knob",
                               "interview-sqrt-dk"}));
    // One path: each lesson's `next` is the lesson after it, and each requires the one before.
    for (int i = 0; i < course.lessons.size(); ++i) {
        const Lesson& l = course.lessons.at(i);
        const auto nexts = blocksOfType(l, QStringLiteral("next"));
        if (i + 1 < course.lessons.size()) {
            QCOMPARE(nexts.size(), 1);
            QCOMPARE(nexts.first()->text(QStringLiteral("lesson")), ids.at(i + 1));
        } else {
            QVERIFY(nexts.isEmpty());
        }
        if (i > 0)
            QCOMPARE(l.requires, QStringList{ids.at(i - 1)});
        else
            QVERIFY(l.requires.isEmpty());
    }
}

void TestCourse::readoutsFormatAtDefaults() {
    for (const QString& file : kLessonFiles) {
        const Lesson& l = lesson(file);
        const auto params = defaultParameters(l);
        for (const Block* readout : blocksOfType(l, QStringLiteral("readout"))) {
            const lessons::Result<QString> filled =
                lessons::formatReadout(readout->text(QStringLiteral("text")), params);
            const QString shown = filled.value();
            QVERIFY2(filled.diagnostics().isEmpty(),
                     qPrintable(file + ": " + filled.diagnostics().value(0).text()));
            QVERIFY2(!shown.contains(QLatin1String("nan"), Qt::CaseInsensitive) &&
                         !shown.contains(QLatin1String("inf"), Qt::CaseInsensitive),
                     qPrintable(file + ": " + shown));
        }
    }
}

// D8, a new-student pass: lesson 1 wrote "a = (2.0, 0), b = (3.00, 0.00)", three forms of
// numbers for two vectors. The numbers inside one pair of brackets are written with the same number
// of decimals, at the defaults and with the angle at 45°, in both editions. (Both vectors'
// components take the exact rule of the chart's shadow since lecture 25, "(2, 0)" and "(2.12,
// 2.12)"; at |a| = 1.5 or 75° a pair reads "(1.5, 0)" or "(0.776, 2.90)", one rule of three
// significant digits, which this test does not look at.)
void TestCourse::pairsInAReadoutShareOneForm() {
    static const QRegularExpression bracketed(QStringLiteral("\\(([^()$]*)\\)"));
    static const QRegularExpression number(QStringLiteral("\\d+(?:[.,](\\d+))?"));
    int pairs = 0;
    for (const QString& file : kLessonFiles) {
        QString germanFile = file;
        germanFile.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
        const auto german = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + germanFile);
        QVERIFY(german.lesson.has_value());
        const QList<std::pair<const Lesson*, QLocale>> editions{
            {&lesson(file), QLocale::c()}, {&*german.lesson, QLocale(QLocale::German)}};
        for (const auto& [l, locale] : editions) {
            const QHash<QString, int> decimals = lessons::sliderDecimalsByParameter(*l);
            for (const double scale : {1.0, 0.5}) {
                QHash<QString, double> params = defaultParameters(*l);
                if (scale != 1.0 && params.contains(QStringLiteral("angle")))
                    params[QStringLiteral("angle")] = 45;
                for (const Block* readout : blocksOfType(*l, QStringLiteral("readout"))) {
                    const QString shown =
                        lessons::formatReadout(readout->text(QStringLiteral("text")), params,
                                               locale, decimals)
                            .value();
                    for (const auto& group : bracketed.globalMatch(shown)) {
                        QSet<int> forms;
                        int numbers = 0;
                        for (const auto& n : number.globalMatch(group.captured(1))) {
                            forms.insert(int(n.captured(1).size()));
                            ++numbers;
                        }
                        pairs += numbers >= 2 ? 1 : 0;
                        QVERIFY2(forms.size() <= 1,
                                 qPrintable(file + QStringLiteral(": ") + shown));
                    }
                }
            }
        }
    }
    QVERIFY(pairs > 0);
}

// D8: lesson 2 wrote "c = 0.500, T = 2.00" and "c = 10.0, T = 0.10": the multiplier and the
// temperature beside it take one form (the slider's two decimals) at every stop.
void TestCourse::multiplierAndTemperatureShareOneForm() {
    static const QRegularExpression number(QStringLiteral("\\d+(?:[.,](\\d+))?"));
    const Lesson& l = lesson1();
    const QHash<QString, int> decimals = lessons::sliderDecimalsByParameter(l);
    const Block* readout = nullptr;
    for (const Block* r : blocksOfType(l, QStringLiteral("readout"))) {
        if (r->text(QStringLiteral("text")).contains(QLatin1String("{temp}")))
            readout = r;
    }
    QVERIFY(readout);
    for (const double temp : {0.1, 0.25, 0.5, 1.0, 2.0, 4.0}) {
        QHash<QString, double> params = defaultParameters(l);
        params[QStringLiteral("temp")] = temp;
        const QString shown = lessons::formatReadout(readout->text(QStringLiteral("text")), params,
                                                     QLocale::c(), decimals)
                                  .value();
        QSet<int> forms;
        for (const auto& n : number.globalMatch(shown.section(QLatin1Char('='), 1)))
            forms.insert(int(n.captured(1).size()));
        QVERIFY2(forms.size() == 1, qPrintable(shown));
    }
}

void TestCourse::readoutsRepeatASliderAsItsBox_data() {
    QTest::addColumn<QString>("file");
    for (const QString& file : kLessonFiles) {
        QString german = file;
        german.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
        QTest::addRow("%s", qPrintable(file)) << file;
        QTest::addRow("%s", qPrintable(german)) << german;
    }
}

// Issue 19, item 4: lesson 1's spin box showed "0.5" beside the readout's "a = (0.50, 0.00)" for
// the same length. A readout that repeats one slider's value ({name|D}) writes it with the box's
// decimals, or leaves the decimals to the box ({name}).
void TestCourse::readoutsRepeatASliderAsItsBox() {
    QFETCH(QString, file);
    const auto loaded = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + file);
    QVERIFY(loaded.lesson.has_value());
    const Lesson& l = *loaded.lesson;
    const QHash<QString, int> decimals = lessons::sliderDecimalsByParameter(l);
    static const QRegularExpression placeholder(
        QStringLiteral("\\{\\s*(\\w+)\\s*\\|\\s*(\\d+)\\s*\\}"));
    for (const Block* readout : blocksOfType(l, QStringLiteral("readout"))) {
        const QString text = readout->text(QStringLiteral("text"));
        for (const auto& m : placeholder.globalMatch(text)) {
            const QString name = m.captured(1);
            if (!decimals.contains(name))
                continue;
            QVERIFY2(m.captured(2).toInt() == decimals.value(name),
                     qPrintable(QStringLiteral("%1: %2 has a box of %3 decimals")
                                    .arg(file, m.captured(0))
                                    .arg(decimals.value(name))));
        }
    }
}

void TestCourse::oneFormulaReadsOneWayInALesson_data() {
    readoutsRepeatASliderAsItsBox_data();
}

// Lecture 23, finding 12 (issue 22): lesson 4 wrote "√dₖ = 2" in Track 2 and "σ = √dₖ = 2.00" in
// Track 3 for the one spread √4. The same quantity reads the same everywhere on the page:
// readouts of one formula (up to the names of the sliders it reads) take one form in a lesson. A
// lone slider reads as its box (readoutsRepeatASliderAsItsBox).
void TestCourse::oneFormulaReadsOneWayInALesson() {
    QFETCH(QString, file);
    const auto loaded = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + file);
    QVERIFY(loaded.lesson.has_value());
    const Lesson& l = *loaded.lesson;
    const QHash<QString, int> decimals = lessons::sliderDecimalsByParameter(l);
    static const QRegularExpression placeholder(QStringLiteral("\\{([^{}|]+)(?:\\|(\\d+))?\\}"));
    static const QRegularExpression name(QStringLiteral("[A-Za-z_]\\w*"));
    QHash<QString, QString> formFor; // normalised formula -> "|D" or "" (the exact rule)
    QHash<QString, QString> firstSeen;
    for (const Block* readout : blocksOfType(l, QStringLiteral("readout"))) {
        QString text = readout->text(QStringLiteral("text"));
        // Braces inside $...$ are math, not placeholders.
        static const QRegularExpression math(QStringLiteral("\\$[^$]*\\$"));
        text.remove(math);
        for (const auto& m : placeholder.globalMatch(text)) {
            QString formula = m.captured(1);
            formula.remove(QLatin1Char(' '));
            if (decimals.contains(formula))
                continue;
            // Slider names become P1, P2, ... in order of first use, so sqrt(bankdk) and
            // sqrt(benchdk) are one formula, sqrt(busdk) / busdk and sqrt(headdk) / temp two.
            QString normalised;
            QStringList seen;
            qsizetype at = 0;
            for (const auto& n : name.globalMatch(formula)) {
                normalised += formula.mid(at, n.capturedStart() - at);
                if (decimals.contains(n.captured())) {
                    if (!seen.contains(n.captured()))
                        seen.append(n.captured());
                    normalised += QStringLiteral("P%1").arg(seen.indexOf(n.captured()) + 1);
                } else {
                    normalised += n.captured();
                }
                at = n.capturedEnd();
            }
            normalised += formula.mid(at);
            const QString form = m.captured(2);
            if (!formFor.contains(normalised)) {
                formFor.insert(normalised, form);
                firstSeen.insert(normalised, m.captured(0));
                continue;
            }
            QVERIFY2(formFor.value(normalised) == form,
                     qPrintable(QStringLiteral("%1: %2 beside %3")
                                    .arg(file, m.captured(0), firstSeen.value(normalised))));
        }
    }
}

void TestCourse::componentProductsShareTheirForm_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("localeName");
    QTest::addRow("en") << kLessonFiles[0] << "C";
    QString german = kLessonFiles[0];
    german.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
    QTest::addRow("de") << german << "de_DE";
}

// Lesson 1's two readouts of one dot product. Issue 19, item 3: "a₁b₁ = 6.00" beside "a₂b₂ = 0 ×
// 0 = 0". sp19: "−6.00", "= −6" and "a·b = −6" for one value, and "b = (0.8, 2.9)" beside
// "a₁b₁ = 1.55", which 2.0 × 0.8 does not give. Now a·b reads the same in both readouts, products
// take the exact rule (no trailing zeros), and the product of the shown components rounds to the
// shown product. Lecture 23, finding 12: "b = (3.000, 0.000)" beside the box's "3.0" and the
// chart's "|b| cos θ = 3". One quantity reads the same everywhere on the page: b₁ is the shadow
// |b| cos θ, which the chart writes by the exact rule, so b's components take that rule. Lecture
// 25: "a = (2.0, 0.0), b = (3, 0)" wrote the two vectors two ways in one line; a's components take
// the same rule as b's (the lengths |a| and |b| read as their boxes in the second readout, as in
// the chart's "2.0 × 3.0 × 1 = 6").
void TestCourse::componentProductsShareTheirForm() {
    QFETCH(QString, file);
    QFETCH(QString, localeName);
    const auto loaded = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + file);
    QVERIFY(loaded.lesson.has_value());
    const Lesson& l = *loaded.lesson;
    const Block* components = nullptr;
    const Block* lengths = nullptr;
    for (const Block* r : blocksOfType(l, QStringLiteral("readout"))) {
        const QString text = r->text(QStringLiteral("text"));
        if (text.contains(QLatin1String("a_2 b_2")))
            components = r;
        else if (text.contains(QLatin1String("\\operatorname{cos} \\theta$")))
            lengths = r;
    }
    QVERIFY(components && lengths);
    const QLocale locale(localeName);
    const auto value = [&locale](QString text) {
        text.replace(QChar(0x2212), QLatin1Char('-'));
        bool ok = false;
        const double v = locale.toDouble(text, &ok);
        return ok ? v : qQNaN();
    };
    static const QRegularExpression number(QStringLiteral("[\u2212]?\\d+(?:[.,]\\d+)?"));
    static const QRegularExpression bPair(QStringLiteral(
        "\\$b\\$ = \\(([\u2212]?\\d+(?:[.,]\\d+)?)[,;]\\s*([\u2212]?\\d+(?:[.,]\\d+)?)\\)"));
    static const QRegularExpression aPair(
        QStringLiteral("\\$a\\$ = \\(([\\d.,]+)[,;]\\s*([\u2212]?[\\d.,]+)\\)"));
    static const QRegularExpression product(
        QStringLiteral("a_1 b_1\\$ = ([\u2212]?\\d(?:[\\d.,]*\\d)?)"));
    static const QRegularExpression trailingZero(QStringLiteral("[.,]\\d*0$"));
    for (const double angle : {0.0, 45.0, 75.0, 90.0, 135.0, 180.0}) {
        QHash<QString, double> params = defaultParameters(l);
        params[QStringLiteral("angle")] = angle;
        const QHash<QString, int> decimals = lessons::sliderDecimalsByParameter(l);
        const QString shown = lessons::formatReadout(components->text(QStringLiteral("text")),
                                                     params, locale, decimals)
                                  .value()
                                  .simplified();
        const QString second =
            lessons::formatReadout(lengths->text(QStringLiteral("text")), params, locale, decimals)
                .value()
                .simplified();
        const QString dotFirst = shown.section(QLatin1Char(' '), -1);
        const QString dotSecond = second.section(QLatin1Char(' '), -1);
        QVERIFY2(dotFirst == dotSecond, qPrintable(shown + QStringLiteral(" | ") + second));
        QVERIFY2(number.match(dotFirst).hasMatch(), qPrintable(shown));
        const auto b = bPair.match(shown);
        const auto p = product.match(shown);
        QVERIFY2(b.hasMatch() && p.hasMatch(), qPrintable(shown));
        const double radians = angle * M_PI / 180.0;
        const double blen = params.value(QStringLiteral("blen"));
        // cos 90° is 6 × 10⁻¹⁷ in doubles; the readout and the chart both write it as 0.
        const auto written = [&locale](double v) {
            return lessons::formatExactOrValue(std::abs(v) < 1e-12 ? 0.0 : v, locale);
        };
        QCOMPARE(b.captured(1), written(blen * std::cos(radians)));
        QCOMPARE(b.captured(2), written(blen * std::sin(radians)));
        const auto a = aPair.match(shown);
        QVERIFY2(a.hasMatch(), qPrintable(shown));
        QCOMPARE(a.captured(1), written(params.value(QStringLiteral("alen"))));
        QCOMPARE(a.captured(2), written(0.0));
        QVERIFY2(!trailingZero.match(p.captured(1)).hasMatch(), qPrintable(shown));
        QVERIFY2(!trailingZero.match(dotFirst).hasMatch(), qPrintable(shown));
        // The last digit of the shown product is what 2.0 × b₁ as shown gives.
        const QString productText = p.captured(1);
        const qsizetype point = productText.indexOf(locale.decimalPoint());
        const int productDecimals = point < 0 ? 0 : int(productText.size() - point - 1);
        const double fromShown = params.value(QStringLiteral("alen")) * value(b.captured(1));
        QVERIFY2(std::abs(fromShown - value(productText)) <= 0.5 * std::pow(10.0, -productDecimals),
                 qPrintable(shown));
    }
}

// D13: lesson 4's German track titles kept studio English ("Line-Check", "Liner Notes") where
// German has its own words (Einpegeln, Beiheft); "Key" and "Logit" stay as terms of the course.
void TestCourse::germanTrackTitlesAreGerman() {
    QFile file(lessonDir() + QStringLiteral("/02-gain-knob.de.lesson.md"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    int tracks = 0;
    for (const QString& line : lines) {
        if (!line.startsWith(QLatin1String("## Spur ")))
            continue;
        ++tracks;
        for (const char* english : {"Check", "Notes", "Liner", "Track"})
            QVERIFY2(!line.contains(QLatin1String(english)), qPrintable(line));
    }
    QCOMPARE(tracks, 8);
    QVERIFY(lines.contains(QStringLiteral("## Spur 1 · Einpegeln: drei Signale aus einer Quelle")));
    QVERIFY(lines.contains(QStringLiteral("## Spur 8 · Beiheft: Diesen Regler kennen Sie schon")));
}

// sp19: German read "(4, 0)" in lesson 3 beside the chart's "(1,88; 0,42)"; with a decimal comma
// "(4, 0)" also reads as the single number 4,0. Pairs in the German editions take "; ".
void TestCourse::germanPairsUseSemicolons() {
    static const QRegularExpression commaPair(
        QStringLiteral("\\([\u2212-]?\\d+(?:,\\d+)?, [\u2212-]?\\d+(?:,\\d+)?\\)"));
    int pairs = 0;
    for (QString name : kLessonFiles) {
        name.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
        QFile file(lessonDir() + QLatin1Char('/') + name);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        const auto found = commaPair.match(text);
        QVERIFY2(!found.hasMatch(), qPrintable(name + QStringLiteral(": ") + found.captured(0)));
        pairs += int(text.count(QStringLiteral("; ")));
    }
    QVERIFY(pairs > 0);
}

// D24: the question on the chain of sigma told the student to set the channel-count fader, which
// is locked at that point of lesson 4; it asks about the width the fader shows instead.
void TestCourse::chainSigmaAsksOnlyWhatCanBeDone() {
    const auto german =
        lessons::loadLessonFile(lessonDir() + QStringLiteral("/02-gain-knob.de.lesson.md"));
    QVERIFY(german.lesson.has_value());
    for (const Lesson* l : {&lesson2(), &*german.lesson}) {
        const QString prompt =
            block(*l, QStringLiteral("chain-sigma")).text(QStringLiteral("prompt"));
        for (const char* order : {"Set the", "any width you like", "Stellen Sie", "beliebige"})
            QVERIFY2(!prompt.contains(QLatin1String(order)), qPrintable(prompt));
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
            const auto grade = lessons::gradeNumeric(
                lessons::QuestionSpec::from(*q), QString::number(value.value(), 'g', 12), params);
            QVERIFY2(grade.correct, qPrintable(file + ": " + q->id() + ": " + grade.feedback));
        }
    }
    QVERIFY(numericCount >= 2);
}

// D19: the usual wrong answers of the course's numeric questions (a lost scale, a lost cosine,
// the factor for the count, ...) each get the author's hint for that slip, in both editions.
void TestCourse::usualNumericMissesGetTheirHint_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("typed"); // a formula over the lesson's defaults
    QTest::addColumn<QString>("mistake");
    const QString dot = kLessonFiles[0], mix = kLessonFiles[2], two = kLessonFiles[3];
    QTest::addRow("lab-dot: sign") << dot << "lab-dot"
                                   << "-alen * 5 * cos(135 * _pi / 180)"
                                   << "sign";
    QTest::addRow("lab-dot: no cosine") << dot << "lab-dot"
                                        << "alen * 5"
                                        << "no-cosine";
    QTest::addRow("lab-dot: radians") << dot << "lab-dot"
                                      << "alen * 5 * cos(135)"
                                      << "radians";
    // Key 1 masked, keys 2 and 3 at the lesson's scores 0 and 0 (z1 = 1): the answer is -1.
    QTest::addRow("mix: summed") << mix << "mix-numeric"
                                 << "-2"
                                 << "summed";
    QTest::addRow("mix: not renormalised") << mix << "mix-numeric"
                                           << "-2 / (exp(1) + 2)"
                                           << "not-renormalised";
    QTest::addRow("mix: score 0 for the mask") << mix << "mix-numeric"
                                               << "2 / 3"
                                               << "zero-score";
    QTest::addRow("mix: unmasked") << mix << "mix-numeric"
                                   << "(4 * exp(1) - 2) / (exp(1) + 2)"
                                   << "unmasked";
    QTest::addRow("mix: key 3 masked, as the switch does") << mix << "mix-numeric"
                                                           << "4 * exp(1) / (exp(1) + 1)"
                                                           << "switch";
    QTest::addRow("sigma: one variance") << two << "chain-sigma"
                                         << "96"
                                         << "one-side";
    QTest::addRow("sigma: squared twice") << two << "chain-sigma"
                                          << "2592"
                                          << "squared";
    QTest::addRow("sigma: the spread") << two << "chain-sigma"
                                       << "3 * sqrt(32)"
                                       << "spread";
    // lecturer33: Track 8 asks for the temperature that turns width-64 logits into a width-16
    // head's (2), no longer the sqrt(d_k) that Track 5 had named.
    QTest::addRow("temperature: ratio of widths") << two << "predict-temperature-width-16"
                                                  << "headdk / 16"
                                                  << "ratio";
    QTest::addRow("temperature: the scaled head") << two << "predict-temperature-width-16"
                                                  << "sqrt(headdk)"
                                                  << "scaled";
    QTest::addRow("temperature: 1") << two << "predict-temperature-width-16"
                                    << "1"
                                    << "one";
    QTest::addRow("temperature: below 1") << two << "predict-temperature-width-16"
                                          << "sqrt(16 / headdk)"
                                          << "inverse";
}

void TestCourse::usualNumericMissesGetTheirHint() {
    QFETCH(QString, file);
    QFETCH(QString, question);
    QFETCH(QString, typed);
    QFETCH(QString, mistake);
    QString germanFile = file;
    germanFile.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
    const auto german = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + germanFile);
    QVERIFY(german.lesson.has_value());
    for (const Lesson* l : {&lesson(file), &*german.lesson}) {
        const auto params = defaultParameters(*l);
        const auto value = lessons::evaluate(typed, params);
        QVERIFY2(value.ok(), qPrintable(typed));
        const lessons::Grade grade =
            lessons::gradeNumeric(lessons::QuestionSpec::from(block(*l, question)),
                                  QString::number(value.value(), 'g', 6), params);
        QVERIFY2(!grade.correct, qPrintable(QString::number(value.value())));
        QCOMPARE(grade.mistake, mistake);
    }
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

// sp20: a review of lab-mixture at z = (-2.5, 1, 0), key 3 masked, said "Answer at these values:
// 0.232" while its Why ended "= 0.234" (the answer works with the weights as the readout rounds
// them, the Why did not). A parametric Why ends with the answer: its last figure is the answer as
// the verdict writes it, at the lesson's defaults and at values a review draws, in both editions.
void TestCourse::whyEndsWithTheAnswerShown() {
    int checked = 0;
    for (const QString& file : kLessonFiles) {
        QString german = file;
        german.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
        for (const QString& name : {file, german}) {
            const auto loaded = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + name);
            QVERIFY2(loaded.lesson, qPrintable(name));
            const Lesson& l = *loaded.lesson;
            const QLocale locale = name == german ? QLocale(QLocale::German) : QLocale::c();
            const QHash<QString, int> decimals = lessons::sliderDecimalsByParameter(l);
            for (const Block* q : blocksOfType(l, QStringLiteral("question"))) {
                const lessons::QuestionSpec spec = lessons::QuestionSpec::from(*q);
                if (spec.kind != lessons::QuestionKind::Numeric || spec.reviewExplanation.isEmpty())
                    continue;
                const auto placeholders = lessons::readoutPlaceholders(spec.reviewExplanation);
                QVERIFY2(placeholders && !placeholders.value().isEmpty(), qPrintable(spec.id));
                const lessons::Placeholder last = placeholders.value().constLast();
                const QString figure = spec.reviewExplanation.mid(last.offset, last.length);
                QList<QHash<QString, double>> points{defaultParameters(l)};
                for (quint64 seed = 1; seed <= 40; ++seed) {
                    QHash<QString, double> drawn = defaultParameters(l);
                    drawn.insert(lessons::drawReviewValues(l, spec, seed));
                    points.append(drawn);
                }
                for (const QHash<QString, double>& at : points) {
                    const QString shown =
                        lessons::formatReadout(figure, at, locale, decimals).value();
                    const QString answer = lessons::expectedAnswerText(spec, at, locale);
                    QVERIFY2(shown == answer,
                             qPrintable(QStringLiteral("%1 %2: the Why ends %3, the answer is %4")
                                            .arg(name, spec.id, shown, answer)));
                    ++checked;
                }
            }
        }
    }
    // Four parametric questions (lab-dot, lab-mixture, predict-temperature-width-16,
    // trap-head-divisor); chain-sigma states its own case since lecture 25.
    QVERIFY(checked >= 4 * 2 * 41);
}

// sp20: lesson 4 read "0,3, 0,2 und 0,1", which cannot be read. A German list with a decimal
// number in it is separated by "; " in the lesson text, as in the text the app builds
// (docs/authoring.md). A list of whole numbers is written as German prose writes it, "2, 1 und 0"
// (lect36: "2; 1; 0" in prose read as foreign); what a student types into a lab keeps "; " (the
// next test). Math and readout formulas aside.
void TestCourse::germanNumberListsUseSemicolons() {
    static const QRegularExpression dataKey(
        QStringLiteral("^(values|range|scores|dims|expected|mistake \\S+|default|min|max|step|"
                       "order|minutes|seed|pair|tolerance|logits|keys|points|x|y):"));
    static const QRegularExpression math(QStringLiteral("\\$[^$]*\\$|\\{[^{}]*\\}"));
    static const QRegularExpression commaList(
        QStringLiteral("(?<![\\d,.])−?\\d+,\\d+, −?\\d+(,\\d+)?(?=[,;]? |\\.|$| und| oder)|"
                       "(?<![\\d,.])−?\\d+, −?\\d+,\\d+(?=[,;]? |\\.|$| und| oder)"));
    int lines = 0;
    for (const QString& file : kLessonFiles) {
        QString german = file;
        german.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
        QFile in(lessonDir() + QLatin1Char('/') + german);
        QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(german));
        const QStringList text = QString::fromUtf8(in.readAll()).split(QLatin1Char('\n'));
        for (int i = 0; i < text.size(); ++i) {
            if (dataKey.match(text.at(i)).hasMatch())
                continue;
            QString prose = text.at(i);
            prose.remove(math);
            const QRegularExpressionMatch found = commaList.match(prose);
            QVERIFY2(!found.hasMatch(), qPrintable(QStringLiteral("%1:%2: \"%3\" in \"%4\"")
                                                       .arg(german)
                                                       .arg(i + 1)
                                                       .arg(found.captured(0), text.at(i))));
            ++lines;
        }
    }
    QVERIFY(lines > 1000);
}

// State15 student pass: lesson 3's numeric question gave no hint on a miss while the others did.
// Every graded question of the five lessons, English and German, has feedback for a miss: each
// wrong option its own, each numeric question at least one usual wrong answer whose hint shows
// when that answer is typed at the lesson's defaults (a hint that can never show is none).
void TestCourse::everyGradedQuestionHasFeedbackForAMiss() {
    int numeric = 0;
    for (const QString& file : kLessonFiles) {
        QString german = file;
        german.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
        for (const QString& name : {file, german}) {
            const auto loaded = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + name);
            QVERIFY2(loaded.lesson, qPrintable(name));
            const Lesson& l = *loaded.lesson;
            const QHash<QString, double> defaults = defaultParameters(l);
            for (const Block* q : blocksOfType(l, QStringLiteral("question"))) {
                const lessons::QuestionSpec spec = lessons::QuestionSpec::from(*q);
                const QString where = name + QStringLiteral(": ") + spec.id;
                if (spec.kind != lessons::QuestionKind::Numeric) {
                    for (const QString& option : spec.optionIds()) {
                        if (spec.answer.contains(option))
                            continue;
                        QVERIFY2(
                            !spec.feedbackHtml.value(option).trimmed().isEmpty(),
                            qPrintable(where + ": no feedback for the wrong option " + option));
                        const lessons::Grade grade = lessons::gradeChoice(spec, {option});
                        QVERIFY2(grade.answered && !grade.correct &&
                                     !grade.feedback.trimmed().isEmpty(),
                                 qPrintable(where + ": " + option));
                    }
                    continue;
                }
                ++numeric;
                QVERIFY2(!spec.mistakes.isEmpty(),
                         qPrintable(where + ": a numeric question with no `mistake` and `hint`"));
                for (const lessons::NumericMistake& mistake : spec.mistakes) {
                    QVERIFY2(!mistake.hintHtml.trimmed().isEmpty(),
                             qPrintable(where + ": no hint for " + mistake.id));
                    const auto wrong = lessons::evaluate(mistake.expected, defaults);
                    QVERIFY2(wrong, qPrintable(where + ": " + mistake.id));
                    const lessons::Grade grade = lessons::gradeNumeric(
                        spec, QString::number(wrong.value(), 'g', 12), defaults);
                    QVERIFY2(!grade.correct && grade.mistake == mistake.id &&
                                 grade.feedback.contains(mistake.hintHtml.left(20)),
                             qPrintable(where + ": the hint for " + mistake.id +
                                        " does not show at the defaults: " + grade.feedback));
                }
            }
        }
    }
    QCOMPARE(numeric, 12); // six numeric questions, in two languages
}

// sp13 B12: the review card read "✔ Correct. It leaves today's list ..." and then the option's
// feedback "Correct. cos 90° = 0 ...". The verdict is the app's to say (question and review card
// alike); an option's feedback goes on from it. English and German.
void TestCourse::feedbackDoesNotRepeatTheVerdict() {
    static const QRegularExpression verdict(
        QStringLiteral("^(Correct|Right|Wrong|Not quite|Yes|No|Richtig|Falsch|Nicht ganz|Ja|Nein)"
                       "\\b"));
    for (const QString& file : kLessonFiles) {
        QString german = file;
        german.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
        for (const QString& name : {file, german}) {
            const auto loaded = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + name);
            QVERIFY2(loaded.lesson, qPrintable(name));
            // The files open the key's feedback with "Right:" for the checker (check28); what
            // the student reads is the spec's feedback, which leaves that verdict out.
            forEachBlock(loaded.lesson->blocks, [&](const Block& b) {
                const auto* spec = b.specAs<lessons::QuestionSpec>();
                if (!spec)
                    return;
                for (auto it = spec->feedbackHtml.begin(); it != spec->feedbackHtml.end(); ++it)
                    QVERIFY2(
                        !verdict.match(it.value().trimmed()).hasMatch(),
                        qPrintable(
                            QStringLiteral("%1: %2: %3").arg(name, it.key(), it.value().left(40))));
            });
        }
    }
}

void TestCourse::rightOptionIsNotUsuallyFirstAfterShuffling() {
    // The options are shown shuffled per learner (lessons/optionorder.h). For a fixed learner,
    // and on average over many, the right answer is shown first in at most half the questions
    // (a student who always takes the first option scores like a guesser).
    auto firstIsRight = [&](const QString& learner) {
        int first = 0, questions = 0;
        for (const QString& file : kLessonFiles) {
            for (const Block* q : blocksOfType(lesson(file), QStringLiteral("question"))) {
                if (q->kind() != QLatin1String("single"))
                    continue;
                const QStringList options = q->args(QStringLiteral("option"));
                const QList<int> order =
                    lessons::questionOptionOrder(learner, lessons::QuestionSpec::from(*q));
                ++questions;
                first += options.at(order.first()) == q->text(QStringLiteral("answer")) ? 1 : 0;
            }
        }
        return std::pair{first, questions};
    };
    const auto [fixed, questions] =
        firstIsRight(QStringLiteral("0123456789abcdef0123456789abcdef"));
    QVERIFY2(2 * fixed <= questions, qPrintable(QString("%1 of %2").arg(fixed).arg(questions)));
    int total = 0;
    for (int i = 0; i < 100; ++i)
        total += firstIsRight(QStringLiteral("learner-%1").arg(i)).first;
    QVERIFY2(2 * total <= 100 * questions, qPrintable(QString::number(total)));
    // Written order is no hint either: no option is pinned in the built-in course, since none
    // of its options refers to its place.
    for (const QString& file : kLessonFiles) {
        for (const Block* q : blocksOfType(lesson(file), QStringLiteral("question")))
            QVERIFY2(lessons::QuestionSpec::from(*q).pinned.isEmpty(), qPrintable(q->id()));
    }
}

// Independent shuffles left one learner's right option in the middle five questions running
// (lesson 4, Tracks 2-6, a student pass). A lesson page's orders (lessonOptionOrders) never put
// it in one place three single-choice questions running, for any learner, and still move it
// about: each question's answer stands in each place for a fair share of learners.
void TestCourse::rightOptionKeepsNoPlaceThreeTimesRunning() {
    auto longestRun = [&](const QString& learner, bool balanced, QString* where) {
        int longest = 0;
        for (const QString& file : kLessonFiles) {
            const QHash<QString, QList<int>> orders =
                lessons::lessonOptionOrders(learner, lesson(file));
            int run = 0, last = -1;
            for (const Block* q : blocksOfType(lesson(file), QStringLiteral("question"))) {
                if (q->kind() != QLatin1String("single"))
                    continue;
                const lessons::QuestionSpec spec = lessons::QuestionSpec::from(*q);
                const QList<int> order =
                    balanced ? orders.value(spec.id) : lessons::questionOptionOrder(learner, spec);
                const int place = int(order.indexOf(int(spec.optionIds().indexOf(spec.answer[0]))));
                run = place == last ? run + 1 : 1;
                last = place;
                if (run > longest) {
                    longest = run;
                    *where = file + QLatin1Char(' ') + spec.id;
                }
            }
        }
        return longest;
    };
    QString where;
    // The learner of the student pass: five in a row before (three since lesson 4's questions
    // changed for lecturer21), never three once balanced.
    const QString pass = QStringLiteral("c72d1422f1e31a76b14c46946a755eb6");
    QVERIFY(longestRun(pass, false, &where) >= lessons::kMaxSamePlace);
    QVERIFY2(longestRun(pass, true, &where) <= lessons::kMaxSamePlace - 1, qPrintable(where));
    int unbalancedRuns = 0;
    QHash<QString, QList<int>> placeCounts; // question -> learners per place
    const int learners = 300;
    for (int i = 0; i < learners; ++i) {
        const QString learner = QStringLiteral("learner-%1").arg(i);
        unbalancedRuns += longestRun(learner, false, &where) >= lessons::kMaxSamePlace ? 1 : 0;
        const int run = longestRun(learner, true, &where);
        QVERIFY2(run < lessons::kMaxSamePlace,
                 qPrintable(QString("%1: %2 running, up to %3").arg(learner).arg(run).arg(where)));
        for (const QString& file : kLessonFiles) {
            const auto orders = lessons::lessonOptionOrders(learner, lesson(file));
            QCOMPARE(lessons::lessonOptionOrders(learner, lesson(file)), orders); // stable
            for (const Block* q : blocksOfType(lesson(file), QStringLiteral("question"))) {
                if (q->kind() != QLatin1String("single"))
                    continue;
                const lessons::QuestionSpec spec = lessons::QuestionSpec::from(*q);
                QList<int>& counts = placeCounts[spec.id];
                counts.resize(spec.options.size());
                ++counts[int(
                    orders.value(spec.id).indexOf(int(spec.optionIds().indexOf(spec.answer[0]))))];
            }
        }
    }
    // Without the balancing most learners meet a run of three somewhere in the course.
    QVERIFY2(unbalancedRuns > learners / 4, qPrintable(QString::number(unbalancedRuns)));
    for (auto it = placeCounts.cbegin(); it != placeCounts.cend(); ++it) {
        for (int count : it.value()) {
            // A fair share is learners / options (75..150); 4 sigma below it is still above 40%
            // of it, and a redraw moves at most a part of one place's learners elsewhere.
            QVERIFY2(count >= 0.4 * learners / it.value().size(),
                     qPrintable(it.key() + QStringLiteral(": ") + QString::number(count)));
        }
    }
}

// A student pass met the right option of lesson 4's predictions in one place again and again:
// a prediction is made before any evidence, so a place that repeats becomes the evidence. Within
// a lesson a prediction's right option seldom stands where the previous prediction's stood, yet
// may (a rule that forbade it told the student where the answer was not: sp26 met 3, 1, 3, 1, 3
// in lesson 5).
void TestCourse::predictionsMoveTheirRightOption() {
    int predictionPairs = 0;
    int repeats = 0;
    for (int i = 0; i < 300; ++i) {
        const QString learner = QStringLiteral("learner-%1").arg(i);
        for (const QString& file : kLessonFiles) {
            const QHash<QString, QList<int>> orders =
                lessons::lessonOptionOrders(learner, lesson(file));
            int last = -1;
            for (const Block* q : blocksOfType(lesson(file), QStringLiteral("question"))) {
                const lessons::QuestionSpec spec = lessons::QuestionSpec::from(*q);
                if (!spec.predictStyle || spec.kind != lessons::QuestionKind::Single)
                    continue;
                const int place = int(
                    orders.value(spec.id).indexOf(int(spec.optionIds().indexOf(spec.answer[0]))));
                QVERIFY(place >= 0);
                if (last >= 0) {
                    ++predictionPairs;
                    repeats += place == last ? 1 : 0;
                }
                last = place;
            }
        }
    }
    QVERIFY(predictionPairs > 300); // the course has lessons with several predictions
    // Independent shuffles repeat a place in about a third of the pairs (most predictions have
    // three options); lessons::lessonOptionOrders weights a used place down to about a sixth.
    QVERIFY2(repeats < predictionPairs / 4 && repeats > predictionPairs / 20,
             qPrintable(QStringLiteral("%1 of %2").arg(repeats).arg(predictionPairs)));
}

// What a German student types into a lab takes ";" between numbers ("0; 8; 4"): the German
// lab prompt wrote "0, 8, 4", which the field reads as ambiguous. Block texts write lists the
// same way, unless written as German prose writes a list, "1, 4, 16 und 64", which no field takes.
void TestCourse::germanListsSeparateWithSemicolons() {
    static const QRegularExpression commaList(QStringLiteral(
        "(?<![\\d.,])[−-]?\\d+, [−-]?\\d+, [−-]?\\d+(?![\\d.])(?!(, [−-]?\\d+)* (und|oder) )"));
    for (const QString& file : kLessonFiles) {
        QString german = file;
        german.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
        const auto loaded = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + german);
        QVERIFY2(loaded.lesson, qPrintable(german));
        forEachBlock(loaded.lesson->blocks, [&](const Block& b) {
            if (b.type == QLatin1String("prose") || b.type == QLatin1String("code"))
                return;
            for (const lessons::Entry& e : b.entries) {
                // Lists of numbers in keys (scores, values, dims) are source code, in C form.
                static const QStringList sourceKeys = {"scores",  "values",   "dims",   "range",
                                                       "default", "expected", "mistake"};
                if (sourceKeys.contains(e.key))
                    continue;
                const QRegularExpressionMatch m = commaList.match(e.value);
                QVERIFY2(!m.hasMatch(), qPrintable(QStringLiteral("%1:%2 %3: %4")
                                                       .arg(german)
                                                       .arg(e.keyPos.line)
                                                       .arg(e.key, m.captured())));
            }
        });
    }
}

// The numeric questions whose answer is a usual slip away (a sign, d_k for its root, a
// variance for a standard deviation, weights left unnormalised) carry the author's hints, and
// each hint can fire: its formula is never the answer at the values a student can set. A
// question that comes back in a review with new values has a review-explanation whose figures
// are those values' (the lesson's explanation quoted −7.07 under a card whose answer was −10.61).
// The last student pass: lab-dot's review card handed over "cos 135° = −0.707", leaving only a
// product to work out, and mix-numeric (a mask) came back with the lesson's own numbers, since
// its answer read no control. A review card asks the same idea with numbers of its own (drawn
// values that differ from the lesson's) and prints neither the answer nor, for lab-dot, the
// cosine the question is about; in both editions.
void TestCourse::reviewCardsLeaveTheWorkToTheStudent() {
    for (const QString& id : {QStringLiteral("lab-dot"), QStringLiteral("mix-numeric")}) {
        for (const QString& file : {kLessonFiles[0], kLessonFiles[2]}) {
            QString german = file;
            german.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
            for (const QString& name : {file, german}) {
                const auto loaded = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + name);
                QVERIFY2(loaded.lesson, qPrintable(name));
                const Lesson& l = *loaded.lesson;
                const Block* q = nullptr;
                for (const Block* candidate : blocksOfType(l, QStringLiteral("question")))
                    q = candidate->id() == id ? candidate : q;
                if (!q)
                    continue;
                const lessons::QuestionSpec spec = lessons::QuestionSpec::from(*q);
                QVERIFY2(!spec.reviewPrompt.isEmpty(), qPrintable(name + ' ' + id));
                const QLocale locale = name == german ? QLocale(QLocale::German) : QLocale::c();
                const QHash<QString, int> decimals = lessons::sliderDecimalsByParameter(l);
                const QHash<QString, double> defaults = defaultParameters(l);
                const double lessonAnswer = lessons::evaluate(spec.expected, defaults).value();
                int newAnswers = 0;
                for (quint64 seed = 1; seed <= 40; ++seed) {
                    QHash<QString, double> at = defaults;
                    const QHash<QString, double> drawn = lessons::drawReviewValues(l, spec, seed);
                    QVERIFY2(!drawn.isEmpty(), qPrintable(name + ' ' + id + ": no new values"));
                    at.insert(drawn);
                    const double answer = lessons::evaluate(spec.expected, at).value();
                    newAnswers += std::abs(answer - lessonAnswer) > spec.tolerance ? 1 : 0;
                    const QString prompt =
                        lessons::formatReadout(spec.reviewPrompt, at, locale, decimals).value();
                    const QString shown = lessons::expectedAnswerText(spec, at, locale);
                    QVERIFY2(!prompt.contains(shown),
                             qPrintable(name + ' ' + id + ": " + shown + " in " + prompt));
                    const QString cosine =
                        lessons::formatReadout(QStringLiteral("{cos(135 * _pi / 180)}"), at, locale,
                                               decimals)
                            .value();
                    QVERIFY2(!prompt.contains(cosine),
                             qPrintable(name + ' ' + id + ": " + cosine + " in " + prompt));
                }
                QVERIFY2(newAnswers >= 20, qPrintable(name + ' ' + id));
            }
        }
    }
}

void TestCourse::numericQuestionsHaveHintsAndReviewExplanations() {
    const QStringList hinted = {"lab-dot",     "lab-mixture",
                                "mix-numeric", "predict-temperature-width-16",
                                "chain-sigma", "trap-head-divisor"};
    QStringList found;
    for (const QString& file : kLessonFiles) {
        QString german = file;
        german.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
        for (const QString& name : {file, german}) {
            const auto loaded = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + name);
            QVERIFY2(loaded.lesson, qPrintable(name));
            const Lesson& l = *loaded.lesson;
            for (const Block* q : blocksOfType(l, QStringLiteral("question"))) {
                if (q->kind() != QLatin1String("numeric"))
                    continue;
                const lessons::QuestionSpec spec = lessons::QuestionSpec::from(*q);
                if (!spec.mistakes.isEmpty() && name == file)
                    found << spec.id;
                const QStringList reads = lessons::expressionVariables(spec.expected).valueOr({});
                // Every combination of the stops of the sliders it reads (at most 3 sliders).
                QList<QHash<QString, double>> points = {defaultParameters(l)};
                for (const QString& name2 : reads) {
                    const QList<int> stops = sliderStops(l, name2);
                    QList<QHash<QString, double>> next;
                    for (const auto& point : std::as_const(points)) {
                        if (stops.isEmpty())
                            next << point;
                        for (int stop : stops) {
                            auto p2 = point;
                            p2[name2] = stop;
                            next << p2;
                        }
                    }
                    points = next;
                }
                for (const auto& at : std::as_const(points)) {
                    const double expected = lessons::evaluate(spec.expected, at).value();
                    for (const lessons::NumericMistake& m : spec.mistakes) {
                        const auto wrong = lessons::evaluate(m.expected, at);
                        QVERIFY2(wrong, qPrintable(spec.id + ' ' + m.id));
                        // A hint that equals the answer never shows; it may at a stop where two
                        // formulas meet (d_k = 1: sqrt(d_k) = d_k), not everywhere.
                        Q_UNUSED(expected);
                    }
                    if (reads.isEmpty())
                        continue;
                    QVERIFY2(!spec.reviewExplanation.isEmpty(), qPrintable(name + ' ' + spec.id));
                    const lessons::Result<QString> filled =
                        lessons::formatReadout(spec.reviewExplanation, at);
                    const QString text = filled.value();
                    QVERIFY2(filled.diagnostics().isEmpty(),
                             qPrintable(filled.diagnostics().value(0).text()));
                    bool states = false;
                    for (int decimals = 0; decimals <= 3; ++decimals) {
                        const QString v = lessons::formatFixed(expected, decimals, QLocale::c());
                        states = states || text.contains(v);
                    }
                    QVERIFY2(states, qPrintable(QStringLiteral("%1 %2: %3 not in %4")
                                                    .arg(name, spec.id)
                                                    .arg(expected)
                                                    .arg(text)));
                }
                for (const lessons::NumericMistake& m : spec.mistakes) {
                    int differs = 0;
                    for (const auto& at : std::as_const(points)) {
                        const double expected = lessons::evaluate(spec.expected, at).value();
                        const double wrong = lessons::evaluate(m.expected, at).value();
                        differs += std::abs(wrong - expected) >
                                           std::max(spec.tolerance, 0.01 * std::abs(wrong))
                                       ? 1
                                       : 0;
                    }
                    QVERIFY2(2 * differs >= points.size(), qPrintable(spec.id + ' ' + m.id));
                    QVERIFY2(!m.hintHtml.isEmpty(), qPrintable(spec.id + ' ' + m.id));
                }
            }
        }
    }
    found.sort();
    QStringList want = hinted;
    want.sort();
    QCOMPARE(found, want);
}

// chain-sign-slip asks about a sign slip (a divisor of -sqrt(d_k)), a case the lesson does not
// show (its temperature caption and prose state what a positive divisor keeps). The answer key
// comes from the core: of the five, only the logits' spread and the weights' sum stay.
void TestCourse::chainInvariantsAnswerFromTheCore() {
    const Block& q = block(lesson2(), QStringLiteral("chain-sign-slip"));
    QCOMPARE(q.text(QStringLiteral("answer")), QStringLiteral("spread, sum"));
    QVERIFY(!block(lesson2(), QStringLiteral("temperature"))
                 .text(QStringLiteral("caption"))
                 .contains(QStringLiteral("ranking")));
    const Eigen::Vector3d z(0, 0, 3);
    const double root = std::sqrt(16.0);
    auto softmax = [](const Eigen::VectorXd& logits) {
        attn::ScoreSetup plain;
        return attn::scoreLogits(logits, plain).value().weights;
    };
    auto sd = [](const Eigen::VectorXd& v) {
        return std::sqrt((v.array() - v.mean()).square().sum() / double(v.size()));
    };
    const Eigen::VectorXd right = softmax(z / root), slip = softmax(z / -root);
    Eigen::Index rightTop = 0, slipTop = 0;
    right.maxCoeff(&rightTop);
    slip.maxCoeff(&slipTop);
    QVERIFY(rightTop != slipTop);                                // top changes
    QVERIFY(std::abs(right.maxCoeff() - slip.maxCoeff()) > 0.1); // sharpness changes
    QCOMPARE(sd(z / root), sd(z / -root));                       // spread stays
    // For a row symmetric about its mean the slip keeps the set of weights, sharpness included,
    // so the key holds only because the prompt asks what stays for every row (lecturer21 F11).
    const Eigen::Vector3d even(1, 0, -1);
    QVERIFY(std::abs(softmax(even / root).maxCoeff() - softmax(even / -root).maxCoeff()) < 1e-12);
    QVERIFY(q.text(QStringLiteral("prompt")).contains(QStringLiteral("for **every** row")));
    QVERIFY(std::abs(right.sum() - 1) < 1e-12 && std::abs(slip.sum() - 1) < 1e-12); // sum stays
}

// dot-entries is no longer predict-width again (a wider head, the square root of the ratio): it
// asks about wider entries at one width, sigma^2 sqrt(d_k) = 4 * 4 = 16.
void TestCourse::dotWidthIsANewCase() {
    const Block& q = block(dotLesson(), QStringLiteral("dot-entries"));
    QVERIFY(q.text(QStringLiteral("option"), QStringLiteral("more-terms"))
                .startsWith(QStringLiteral("About 16")));
    QVERIFY(q.text(QStringLiteral("prompt")).contains(QStringLiteral("width 16")));
    QVERIFY(!q.text(QStringLiteral("prompt")).contains(QStringLiteral("1024")));
    const double sigma = 2, dk = 16;
    QCOMPARE(sigma * sigma * std::sqrt(dk), 16.0);
}

void TestCourse::lesson1QuickCheckFigures() {
    // qc-width-nine (course38): raw scores 3, 7.5, 4.5 at d_k = 9, and the same divided by
    // sqrt(9) = 3. The question was qc-new-scores (2, 5, 3 at d_k = 4), which the lesson's Lab
    // printed in its first column once the scores were typed in: its columns are d_k = 4, 16 and
    // 64, and none is 9 (a student may type 9 into its width field: that is computing with the
    // Lab, not copying a figure it shows).
    auto percents = [](const Eigen::VectorXd& scores) {
        const auto w = attn::softmax(scores);
        QStringList shown;
        for (double x : w.value())
            shown.append(QString::number(100 * x, 'f', 1));
        return shown.join(QStringLiteral(", "));
    };
    Eigen::VectorXd raw(3);
    raw << 3, 7.5, 4.5;
    QCOMPARE(percents(raw), QStringLiteral("1.0, 94.3, 4.7"));
    QCOMPARE(percents(raw / std::sqrt(9.0)), QStringLiteral("14.0, 62.9, 23.1"));
    // The option texts carry those figures.
    const Block& q = block(lesson(kLessonFiles[1]), QStringLiteral("qc-width-nine"));
    QVERIFY(q.text(QStringLiteral("feedback"), QStringLiteral("flatter"))
                .contains(QStringLiteral("14.0%, 62.9% and 23.1%")));
    for (const Block* lab : blocksOfType(lesson(kLessonFiles[1]), QStringLiteral("lab")))
        QVERIFY(!lab->list(QStringLiteral("dims")).contains(9.0));
    // Issue 22: every option keeps key 2 on top, as the page says, so only the share decides: the
    // right one, the unscaled one, weights divided by the divisor, and scores divided by d_k
    // instead of its root.
    QCOMPARE(percents(raw / 9.0), QStringLiteral("26.1, 43.0, 30.8"));
    const QList<std::pair<QString, QString>> shares{
        {QStringLiteral("flatter"), QStringLiteral("62.9%")},
        {QStringLiteral("same-weights"), QStringLiteral("94.3%")},
        {QStringLiteral("third"), QString::number(100 * softmaxTop(raw) / 3, 'f', 1) + '%'},
        {QStringLiteral("by-dk"), QStringLiteral("43.0%")}};
    QCOMPARE(q.args(QStringLiteral("option")).size(), shares.size());
    for (const auto& [option, share] : shares) {
        const QString text = q.text(QStringLiteral("option"), option);
        QVERIFY2(text.startsWith(QStringLiteral("The key scoring 7.5 stays on top")) &&
                     text.contains(share),
                 qPrintable(option));
    }
    // qc-two-heads (course33): head A (d_k = 16) scores 6, 0, -2 and head B (d_k = 256) 24, 0, -8,
    // four times A's raw gaps, as its width gives. Divided by their own sqrt(d_k) both rows are
    // 1.5, 0, -0.5, so the weights agree; unscaled, B's would be the sharper ones.
    Eigen::VectorXd headA(3), headB(3);
    headA << 6, 0, -2;
    headB << 24, 0, -8;
    QCOMPARE(percents(headA / std::sqrt(16.0)), QStringLiteral("73.6, 16.4, 10.0"));
    QCOMPARE(percents(headB / std::sqrt(256.0)), QStringLiteral("73.6, 16.4, 10.0"));
    QVERIFY(softmaxTop(headB) > softmaxTop(headA));
    const Block& heads = block(lesson(kLessonFiles[1]), QStringLiteral("qc-two-heads"));
    QVERIFY(heads.text(QStringLiteral("feedback"), QStringLiteral("same"))
                .contains(QStringLiteral("73.6%, 16.4% and 10.0%")));
}

void TestCourse::quickChecksHaveTheRightAnswers_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("quickcheck");
    // question id -> the exact set of correct option ids (empty for a numeric question)
    QTest::addColumn<QStringList>("questions");
    QTest::addColumn<QStringList>("answers");
    // dot-length, issue 22: B twice as long at 70° scores 2 cos 70° = 0.68 < 1, so the page's "a
    // long key can outscore a better-aimed short one" points the wrong way and only computing
    // helps.
    QTest::addRow("dot products") << kLessonFiles[0] << "dot-check"
                                  << QStringList{"dot-sign", "dot-length", "dot-entries"}
                                  << QStringList{"perpendicular", "a", "more-terms"};
    QTest::addRow("lesson 1") << kLessonFiles[1] << "quick-check"
                              << QStringList{"qc-half-spread", "qc-width-nine", "qc-two-heads"}
                              << QStringList{"sixteen", "flatter", "same"};
    QTest::addRow("mixing values") << kLessonFiles[2] << "mix-check"
                                   << QStringList{"mix-numeric", "mix-outside", "mix-zero-score"}
                                   << QStringList{"", "outside", "some"};
    QTest::addRow("lesson 2") << kLessonFiles[3] << "chain-check"
                              << QStringList{"chain-new-width", "chain-sigma", "chain-sign-slip",
                                             "chain-doubt", "chain-fewer-pairs"}
                              << QStringList{"flatter", "", "spread,sum", "high", "double"};
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
        const lessons::QuestionSpec spec = lessons::QuestionSpec::from(q);
        QCOMPARE(spec.answer, q.text(QStringLiteral("answer")).remove(QLatin1Char(' ')).split(','));
        QVERIFY2(lessons::gradeChoice(spec, expected).correct, qPrintable(q.id()));
        // Any other single choice is wrong.
        for (const QString& option : q.args(QStringLiteral("option"))) {
            if (expected.size() == 1 && option != expected.first())
                QVERIFY2(!lessons::gradeChoice(spec, {option}).correct,
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
        shown << lessons::formatReadout(r->text(QStringLiteral("text")), {{"dk", 4.0}, {"temp", 1}})
                     .value();
    QVERIFY2(shown.contains(QStringLiteral("Divide by √4 = 2")), qPrintable(shown.join('|')));
}

void TestCourse::lesson1PredictRevealsSharpening() {
    const Block& q = block(lesson1(), QStringLiteral("predict-runner-up"));
    QCOMPARE(q.text(QStringLiteral("style")), QStringLiteral("predict"));
    // Not the mirror of predict-divisor ("sharper" by inverting its "flatter"): what happens to
    // the runner-up under a multiplier of 4, which the student has to work out from the gaps.
    QCOMPARE(q.text(QStringLiteral("answer")), QStringLiteral("vanishes"));
    QCOMPARE(q.args(QStringLiteral("option")), QStringList({"rises", "vanishes", "keeps"}));
    {
        const Eigen::Vector3d raw(0, 4, 2);
        attn::ScoreSetup plain;
        const auto before = attn::scoreLogits(raw, plain);
        attn::ScoreSetup times4;
        times4.temperature = 0.25; // multiplying by 4
        const auto after = attn::scoreLogits(raw, times4);
        QVERIFY(before.ok() && after.ok());
        QCOMPARE(QString::number(100 * before.value().weights[2], 'f', 1), QStringLiteral("11.7"));
        QVERIFY(after.value().weights[2] < 0.001);                    // "below 0.1%"
        QVERIFY(after.value().weights[2] > after.value().weights[0]); // "still beats the lowest"
    }
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

// Lecture 23, finding 4: the lab asked whether doubling the scores makes the weights sharper, and
// the temperature chart above it already showed 0, 8, 4 sharper than 0, 4, 2. It asks for the top
// weight at d_k = 4 instead: doubling and then dividing by √4 gives back 0, 4, 2 as they are, which
// no chart above shows for 0, 8, 4 (the student who sees that 0, 8, 4 / 2 is 0, 4, 2 can work it
// out), and the old d_k = 4 weight is wrong by more than the tolerance. The lab runs at 4, 16 and
// 64 (course37); at 1, 4 and 16 its first run showed the answer at d_k = 1 (the next test).
void TestCourse::lesson1LabAsksForTheTopWeight() {
    const Block& lab = block(lesson1(), QStringLiteral("raw-vs-scaled"));
    QCOMPARE(lab.list(QStringLiteral("scores")), QList<double>({0, 4, 2}));
    QCOMPARE(lab.list(QStringLiteral("dims")), QList<double>({4, 16, 64}));
    QCOMPARE(lab.text(QStringLiteral("predict")), QStringLiteral("max-weight"));
    QCOMPARE(lab.number(QStringLiteral("predict-dim")), 4.0);
    const double tolerance = lab.number(QStringLiteral("tolerance"));
    auto topAt = [&](const QList<double>& raw, int dk) {
        attn::ScoreSetup setup;
        setup.scale = scaleRule(lab.text(QStringLiteral("scale")));
        setup.dk = dk;
        const auto scored = attn::scoreLogits(toVector(raw), setup);
        return scored.ok() ? 100.0 * maxWeightOf(scored.value().weights) : std::nan("");
    };
    const double answer = topAt({0, 8, 4}, 4);
    QVERIFY(std::abs(answer - topAt(lab.list(QStringLiteral("scores")), 1)) < 1e-9);
    QVERIFY(std::abs(answer - topAt(lab.list(QStringLiteral("scores")), 4)) > tolerance);
    QVERIFY(std::abs(answer - 86.68) < 0.01);
    // The temperature chart above shows 0, 8, 4 itself only at T = 0.5: 98.2%, not the answer.
    // (98.2 against 86.7: more than twice the 5-point tolerance every lab now uses.)
    QVERIFY(std::abs(topAt({0, 8, 4}, 1) - answer) > 2 * tolerance);
    // The prompt stands in view before any edit and scores whatever the student typed, so it asks
    // about the next run and does not claim the doubling was done (issue 22: "You doubled every
    // score" stood there before the first run).
    const auto german = lessons::loadLessonFile(
        lessonDir() + QStringLiteral("/01-scaled-dot-product.de.lesson.md"));
    QVERIFY(german.lesson.has_value());
    const QList<std::pair<QString, QStringList>> prompts{
        {lab.text(QStringLiteral("predict-prompt")), {"next run", "You doubled"}},
        {block(*german.lesson, QStringLiteral("raw-vs-scaled"))
             .text(QStringLiteral("predict-prompt")),
         {"nächsten Durchlauf", "Sie haben jeden Score verdoppelt"}}};
    for (const auto& [prompt, phrases] : prompts) {
        QVERIFY2(prompt.contains(phrases.at(0)), qPrintable(prompt));
        QVERIFY2(!prompt.contains(phrases.at(1)), qPrintable(prompt));
    }
}

// course37 (issue 22): the lab's step 1 ran 0, 4, 2 at d_k = 1, 4 and 16, and its d_k = 1 column
// showed 86.7%, the very weight step 4 asks for (0, 8, 4 divided by √4 is 0, 4, 2). The session
// compares only the predicted width's column, so the prediction counted with its answer on screen.
// Walked as the steps say, in both editions: step 1's run (every weight of every column, as the
// run table shows them) holds no weight within the tolerance of the one step 4 asks for.
void TestCourse::lesson1LabStepsNeverShowTheAnswerFirst() {
    for (const char* suffix : {".lesson.md", ".de.lesson.md"}) {
        const QString file =
            QString(kLessonFiles[1]).replace(QLatin1String(".lesson.md"), QLatin1String(suffix));
        const auto loaded = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + file);
        QVERIFY2(loaded.lesson, qPrintable(file));
        const Block& lab = block(*loaded.lesson, QStringLiteral("raw-vs-scaled"));
        // Step 3's edit, as the instructions write it (bold, in the edition's list form).
        const QList<double> doubled{0, 8, 4};
        const QString step3 = suffix == QLatin1String(".lesson.md") ? QStringLiteral("**0, 8, 4**")
                                                                    : QStringLiteral("**0; 8; 4**");
        QVERIFY2(lab.text(QStringLiteral("instructions")).contains(step3), qPrintable(file));
        const auto weightsAt = [&](const QList<double>& raw, int dk) {
            attn::ScoreSetup setup;
            setup.scale = scaleRule(lab.text(QStringLiteral("scale")));
            setup.dk = dk;
            const auto scored = attn::scoreLogits(toVector(raw), setup);
            return scored.ok() ? Eigen::VectorXd(100.0 * scored.value().weights)
                               : Eigen::VectorXd();
        };
        const int predictDim = int(lab.number(QStringLiteral("predict-dim")));
        const double answer = weightsAt(doubled, predictDim).maxCoeff();
        const double tolerance = lab.number(QStringLiteral("tolerance"));
        for (double dim : lab.list(QStringLiteral("dims"))) {
            const Eigen::VectorXd shown = weightsAt(lab.list(QStringLiteral("scores")), int(dim));
            QVERIFY(shown.size() == 3);
            for (double w : shown)
                QVERIFY2(std::abs(w - answer) > tolerance,
                         qPrintable(QStringLiteral("%1: step 1 shows %2% at d_k = %3, step 4 asks "
                                                   "for %4%")
                                        .arg(file)
                                        .arg(w, 0, 'f', 1)
                                        .arg(dim)
                                        .arg(answer, 0, 'f', 1)));
        }
    }
}

// course37 (issue 22): an option quoted a chart the prediction still keeps locked ("About 39%,
// as on the √d_k bus": the buses open after the answer), and one over-claimed ("however flat
// the query began": scores that are all equal never saturate). Each row: phrases neither edition
// of the question may hold.
void TestCourse::predictionsQuoteNothingStillLocked_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("question");
    QTest::addColumn<QStringList>("english");
    QTest::addColumn<QStringList>("german");
    QTest::addRow("gain knob: track 6 quotes the buses")
        << kLessonFiles[3] << "predict-buses" << QStringList{"bus"} << QStringList{"Bus"};
    QTest::addRow("gain knob: track 7 however flat")
        << kLessonFiles[3] << "predict-mixdown-ninety" << QStringList{"however flat"}
        << QStringList{"wie flach die"};
}

void TestCourse::predictionsQuoteNothingStillLocked() {
    QFETCH(QString, file);
    QFETCH(QString, question);
    QFETCH(QStringList, english);
    QFETCH(QStringList, german);
    const auto de = lessons::loadLessonFile(
        lessonDir() + QLatin1Char('/') +
        QString(file).replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md")));
    QVERIFY(de.lesson);
    const QList<std::pair<const Block*, QStringList>> editions{
        {&block(lesson(file), question), english}, {&block(*de.lesson, question), german}};
    for (const auto& [q, phrases] : editions) {
        for (const lessons::Entry& e : q->entries) {
            // The prompt may name what opens after the answer; an option may not quote it.
            if (e.key != QLatin1String("option"))
                continue;
            for (const QString& phrase : phrases)
                QVERIFY2(
                    !e.value.contains(phrase, Qt::CaseInsensitive),
                    qPrintable(e.key + QLatin1Char(' ') + e.arg + QLatin1String(": ") + e.value));
        }
    }
}

// course37 (issue 22): Track 7 asked about query B, whose scores no block shows before the
// answer (the console opens on query A). The prompt names them, in each edition's number form;
// course40: it compares B with A, so it names A's scores too.
void TestCourse::lesson2MixdownNamesQueryBsScores() {
    QList<double> flat = block(lesson2(), QStringLiteral("mix-weights"))
                             .list(QStringLiteral("scores"), QStringLiteral("flat"));
    QCOMPARE(flat.size(), 5);
    const QList<double> peaked = block(lesson2(), QStringLiteral("mix-weights"))
                                     .list(QStringLiteral("scores"), QStringLiteral("peaked"));
    QCOMPARE(peaked.size(), 5);
    flat.append(peaked);
    const auto de =
        lessons::loadLessonFile(lessonDir() + QStringLiteral("/02-gain-knob.de.lesson.md"));
    QVERIFY(de.lesson);
    const QList<std::pair<const Block*, QLocale>> editions{
        {&block(lesson2(), QStringLiteral("predict-mixdown-ninety")), QLocale(QLocale::English)},
        {&block(*de.lesson, QStringLiteral("predict-mixdown-ninety")), QLocale(QLocale::German)}};
    for (const auto& [q, locale] : editions) {
        const QString prompt = q->text(QStringLiteral("prompt"));
        for (double score : flat) {
            QString written = locale.toString(std::abs(score), 'g', 6);
            if (score < 0)
                written.prepend(QChar(0x2212));
            QVERIFY2(prompt.contains(written), qPrintable(written + QLatin1String(": ") + prompt));
        }
    }
}

// course37 (issue 22): lesson 5 step 2's wrong options carried side claims a student could check
// ("at 64 the runner-up still keeps more than a tenth", false on its own), so an option could be
// wrong for two reasons. Each option now names one width and nothing else.
void TestCourse::lesson3NinetyPercentOptionsNameOneWidth() {
    const auto de =
        lessons::loadLessonFile(lessonDir() + QStringLiteral("/03-interview-sqrt-dk.de.lesson.md"));
    QVERIFY(de.lesson);
    static const QRegularExpression number(QStringLiteral("\\d+"));
    for (const Lesson* l : {&lesson3(), &*de.lesson}) {
        const Block& q = block(*l, QStringLiteral("predict-ninety-percent-width"));
        int options = 0;
        for (const lessons::Entry& e : q.entries) {
            if (e.key != QLatin1String("option"))
                continue;
            ++options;
            QString text = e.value;
            text.remove(QStringLiteral("$d_k$")); // the subscript is no width
            int numbers = 0; // QString::count(QRegularExpression) counts "16" twice
            for (auto it = number.globalMatch(text); it.hasNext(); it.next())
                ++numbers;
            QVERIFY2(numbers == 1, qPrintable(e.value));
        }
        QCOMPARE(options, 3);
    }
}

// course37 (issue 22): a numeric question's hint for a mistake may lead to the answer, not state
// it: trap-head-divisor's hint for d_model / h (64 at the start) read "The scores are divided by
// its square root", the whole answer. Each row: phrases the hint may not hold, per edition.
void TestCourse::hintsDoNotGiveTheAnswer_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("mistake");
    QTest::addColumn<QStringList>("english");
    QTest::addColumn<QStringList>("german");
    QTest::addRow("which d_k: the head's width")
        << kLessonFiles[4] << "trap-head-divisor"
        << "no-root" << QStringList{"square root", "divided by its"}
        << QStringList{"Wurzel", "geteilt durch ihre"};
    QTest::addRow("which d_k: root over the heads")
        << kLessonFiles[4] << "trap-head-divisor"
        << "per-head" << QStringList{"before the root is taken"} << QStringList{"bevor die Wurzel"};
}

void TestCourse::hintsDoNotGiveTheAnswer() {
    QFETCH(QString, file);
    QFETCH(QString, question);
    QFETCH(QString, mistake);
    QFETCH(QStringList, english);
    QFETCH(QStringList, german);
    const auto de = lessons::loadLessonFile(
        lessonDir() + QLatin1Char('/') +
        QString(file).replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md")));
    QVERIFY(de.lesson);
    const QList<std::pair<const Block*, QStringList>> editions{
        {&block(lesson(file), question), english}, {&block(*de.lesson, question), german}};
    for (const auto& [q, phrases] : editions) {
        const QString hint = q->text(QStringLiteral("hint"), mistake);
        QVERIFY2(!hint.isEmpty(), qPrintable(mistake));
        for (const QString& phrase : phrases)
            QVERIFY2(!hint.contains(phrase, Qt::CaseInsensitive), qPrintable(hint));
    }
}

// Issue 22: the right option was also the longest in 18 of 29 choice questions, a cue that
// scores without understanding. In each edition it may be the longest in at most a quarter of
// the single-choice questions (by chance about a third of them would be).
void TestCourse::answerIsRarelyTheLongestOption() {
    for (const char* suffix : {".lesson.md", ".de.lesson.md"}) {
        int questions = 0, longest = 0;
        QStringList which;
        for (QString file : kLessonFiles) {
            file.replace(QLatin1String(".lesson.md"), QLatin1String(suffix));
            const auto loaded = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + file);
            QVERIFY2(loaded.lesson, qPrintable(file));
            for (const Block* q : blocksOfType(*loaded.lesson, QStringLiteral("question"))) {
                if (q->kind() != QLatin1String("single"))
                    continue;
                const QString answer = q->text(QStringLiteral("answer"));
                const int answerLength = q->text(QStringLiteral("option"), answer).size();
                bool strictlyLongest = true;
                for (const QString& option : q->args(QStringLiteral("option")))
                    strictlyLongest =
                        strictlyLongest &&
                        (option == answer ||
                         q->text(QStringLiteral("option"), option).size() < answerLength);
                ++questions;
                if (strictlyLongest) {
                    ++longest;
                    which << q->id();
                }
            }
        }
        QVERIFY(questions >= 20);
        QVERIFY2(4 * longest <= questions,
                 qPrintable(QStringLiteral("%1 of %2 (%3): %4")
                                .arg(longest)
                                .arg(questions)
                                .arg(QLatin1String(suffix), which.join(QStringLiteral(", ")))));
    }
}

// Issue 22 (lecturer33): after the longest-option cue was mended, the right option was the
// strictly shortest in 21 of 36 single-choice questions, and in 9 of the 16 graded ones. By
// chance about a third would be; in each edition at most two in five may be, of all single-choice
// questions and of the graded ones alone.
void TestCourse::answerIsRarelyTheShortestOption() {
    for (const char* suffix : {".lesson.md", ".de.lesson.md"}) {
        int questions = 0, shortest = 0, graded = 0, gradedShortest = 0;
        QStringList which;
        for (QString file : kLessonFiles) {
            file.replace(QLatin1String(".lesson.md"), QLatin1String(suffix));
            const auto loaded = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + file);
            QVERIFY2(loaded.lesson, qPrintable(file));
            for (const Block* q : blocksOfType(*loaded.lesson, QStringLiteral("question"))) {
                if (q->kind() != QLatin1String("single"))
                    continue;
                const QString answer = q->text(QStringLiteral("answer"));
                const int answerLength = q->text(QStringLiteral("option"), answer).size();
                bool strictlyShortest = true;
                for (const QString& option : q->args(QStringLiteral("option")))
                    strictlyShortest =
                        strictlyShortest &&
                        (option == answer ||
                         q->text(QStringLiteral("option"), option).size() > answerLength);
                const bool isGraded = q->text(QStringLiteral("style")) != QLatin1String("predict");
                ++questions;
                graded += isGraded ? 1 : 0;
                if (strictlyShortest) {
                    ++shortest;
                    gradedShortest += isGraded ? 1 : 0;
                    which << q->id();
                }
            }
        }
        QVERIFY(questions >= 20);
        QVERIFY(graded >= 10);
        const QString found = QStringLiteral("%1 of %2, graded %3 of %4 (%5): %6")
                                  .arg(shortest)
                                  .arg(questions)
                                  .arg(gradedShortest)
                                  .arg(graded)
                                  .arg(QLatin1String(suffix), which.join(QStringLiteral(", ")));
        QVERIFY2(5 * shortest <= 2 * questions, qPrintable(found));
        QVERIFY2(5 * gradedShortest <= 2 * graded, qPrintable(found));
    }
}

// review33 #3: a record keys an answer by lesson, question id and option ids, so a question
// rewritten under its old id showed an old record's choice as an answer to the new text (option
// `tiny`, which meant 1/sqrt(1024), printed as "About 1: ..."). A rewritten question takes a new
// id; the old ones stay retired, in both editions.
void TestCourse::rewrittenQuestionsDoNotReuseTheirIds() {
    const QStringList retired = {
        QStringLiteral("predict-variance"),    QStringLiteral("predict-bank-variance"),
        QStringLiteral("predict-gain"),        QStringLiteral("predict-peak-weight"),
        QStringLiteral("predict-restored"),    QStringLiteral("trap-stable-softmax"),
        QStringLiteral("predict-temperature"), QStringLiteral("qc-new-scores"),
    };
    for (const char* suffix : {".lesson.md", ".de.lesson.md"}) {
        for (QString file : kLessonFiles) {
            file.replace(QLatin1String(".lesson.md"), QLatin1String(suffix));
            const auto loaded = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + file);
            QVERIFY2(loaded.lesson, qPrintable(file));
            for (const QString& id : retired)
                QVERIFY2(!loaded.lesson->findById(id), qPrintable(file + QLatin1String(": ") + id));
        }
    }
}

void TestCourse::answerIsNotTheLongestOption_data() {
    QTest::addColumn<QString>("file"); // the English file; its German edition is checked too
    QTest::addColumn<QString>("question");
    // Found by a student pass: the longest option was the right one, explanation and all.
    QTest::addRow("mixing: outside the range") << kLessonFiles[2] << "mix-outside";
    QTest::addRow("mixing: a score of 0 is no mask") << kLessonFiles[2] << "mix-zero-score";
    QTest::addRow("scaling: half the spread") << kLessonFiles[1] << "qc-half-spread";
    QTest::addRow("interview: a fixed divisor") << kLessonFiles[4] << "trap-fixed-divisor";
    QTest::addRow("gain knob: track 3") << kLessonFiles[3] << "predict-bench";
    // Issue 22: the right option explained itself ("8 / 16", "16 / 256 = 1/16").
    QTest::addRow("gain knob: forgotten divisor") << kLessonFiles[3] << "chain-new-width";
    QTest::addRow("gain knob: fewer pairs") << kLessonFiles[3] << "chain-fewer-pairs";
    QTest::addRow("gain knob: which reading to doubt") << kLessonFiles[3] << "chain-doubt";
    QTest::addRow("gain knob: track 2") << kLessonFiles[3] << "predict-key-variance-four";
    QTest::addRow("interview: a long sequence") << kLessonFiles[4] << "trap-long-sequence";
    QTest::addRow("dot products: long key") << kLessonFiles[0] << "dot-length";
    // lesson26: the right head's option was the longest by 14 characters (EN), 22 (DE).
    QTest::addRow("scaling: two heads") << kLessonFiles[1] << "qc-two-heads";
}

void TestCourse::answerIsNotTheLongestOption() {
    QFETCH(QString, file);
    QFETCH(QString, question);
    QString german = file;
    german.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
    for (const QString& name : {file, german}) {
        const auto loaded = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + name);
        QVERIFY2(loaded.lesson, qPrintable(name));
        const Block& q = block(*loaded.lesson, question);
        const QString answer = q.text(QStringLiteral("answer"));
        const int answerLength = q.text(QStringLiteral("option"), answer).size();
        QVERIFY(answerLength > 0);
        int longestOther = 0;
        for (const QString& option : q.args(QStringLiteral("option")))
            if (option != answer)
                longestOther =
                    std::max<int>(longestOther, q.text(QStringLiteral("option"), option).size());
        QVERIFY2(answerLength < longestOther,
                 qPrintable(QStringLiteral("%1: the answer has %2 characters, the longest other "
                                           "option %3")
                                .arg(name)
                                .arg(answerLength)
                                .arg(longestOther)));
    }
}

// The lesson files are read and edited in a text editor: every line after the header keeps to
// 100 characters (a lecturer pass found lines of up to 169, lesson 5's German edition among them).
// The header's one-line summary may be longer.
void TestCourse::linesKeepToOneHundredCharacters() {
    QStringList longLines;
    for (const QString& file : kLessonFiles) {
        QString german = file;
        german.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
        for (const QString& name : {file, german}) {
            QFile in(lessonDir() + QLatin1Char('/') + name);
            QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(name));
            const QStringList lines = QString::fromUtf8(in.readAll()).split(QLatin1Char('\n'));
            int fences = 0; // the header sits between the first two "---" lines
            for (int i = 0; i < lines.size(); ++i) {
                if (fences < 2) {
                    fences += lines.at(i) == QLatin1String("---") ? 1 : 0;
                    continue;
                }
                if (lines.at(i).size() > 100)
                    longLines << QStringLiteral("%1:%2 (%3)")
                                     .arg(name)
                                     .arg(i + 1)
                                     .arg(lines.at(i).size());
            }
        }
    }
    QVERIFY2(longLines.isEmpty(), qPrintable(longLines.join(QStringLiteral(", "))));
}

void TestCourse::lesson2BankReadout() {
    const Block& bank = block(lesson2(), QStringLiteral("channel-bank"));
    QCOMPARE(bank.binding(QStringLiteral("dk")), QStringLiteral("bankdk"));
    // sp35 (course38): Track 2 said its theory three times, the bank chart's own line ("By theory
    // each term has variance 1, so the sum has variance d_k = 4 and standard deviation
    // sqrt(d_k) = 2.00"), its caption and a readout block under it that repeated that line. The
    // chart's line stays (it prints the spread with two decimals, as lecture 23 asked); no readout
    // block of the lesson prints from the bank's slider.
    for (const Block* r : blocksOfType(lesson2(), QStringLiteral("readout")))
        QVERIFY2(!r->text(QStringLiteral("text")).contains(QLatin1String("bankdk")),
                 qPrintable(r->text(QStringLiteral("text"))));
    QVERIFY(sliderStops(lesson2(), QStringLiteral("bankdk")).contains(512));
    // chain-sigma asks how wide a unit-variance head must be to swing as far as one of 32 channels
    // whose entries have variance 3: 288, never a fader stop, so no setting prints its answer (it
    // asked for the spread at four times the width, which the readout printed with the fader at
    // 4 d_k). Lecture 25 (sp24): it asked about the width "the Track 2 fader shows now", a page and
    // a half above the quick check; the case is now stated in the question.
    const Block& sigma = block(lesson2(), QStringLiteral("chain-sigma"));
    QVERIFY(
        lessons::expressionVariables(sigma.text(QStringLiteral("expected"))).valueOr({}).isEmpty());
    const double asked = lessons::evaluate(sigma.text(QStringLiteral("expected")), {}).value();
    QCOMPARE(asked, 288.0);
    const QList<int> stops = sliderStops(lesson2(), QStringLiteral("bankdk"));
    QVERIFY(!stops.contains(int(asked)));
    // The prediction before the bank never names a wrong end of the slider (it said 512 for a
    // slider that runs to 1024), in both editions; where it names the top, it is the top.
    const int top = sliderStops(lesson2(), QStringLiteral("bankdk")).constLast();
    QString german = kLessonFiles[3];
    german.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
    const auto translated = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + german);
    QVERIFY(translated.lesson.has_value());
    for (const Lesson* l : {&lesson2(), &*translated.lesson}) {
        const QString prompt =
            block(*l, QStringLiteral("predict-key-variance-four")).text(QStringLiteral("prompt"));
        QVERIFY2(!prompt.contains(QLatin1String("512")), qPrintable(prompt));
        QVERIFY2(!prompt.contains(QLatin1String("runs from")) ||
                     prompt.contains(QString::number(top)),
                 qPrintable(prompt));
    }

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
    if (dk == 64) {
        // predict-bench is a prediction, so the app calls its key "what happens": the bench at
        // 64 dimensions must read within about 0.1 of 8 (7.97), inside its band (lecturer21 F1).
        QCOMPARE(block(lesson2(), QStringLiteral("predict-bench")).text(QStringLiteral("answer")),
                 QStringLiteral("band"));
        QVERIFY2(std::abs(sd - 8.0) < 0.1 && std::abs(sd - 8.0) <= band / 2.0,
                 qPrintable(QString::number(sd)));
        // chain-doubt: at 256 dimensions 16.1 is inside two standard errors and 16.4, only 2.5%
        // off, is 3.5 outside, so that the percentage alone does not settle it (issue 22).
        const double se256 = sdStandardError(16.0, 6.0 / 256.0, n);
        QVERIFY(std::abs(16.1 - 16.0) < 2.0 * se256 && std::abs(16.4 - 16.0) > 3.4 * se256);
        QVERIFY(std::abs(16.4 - 16.0) / 16.0 < 0.03);
        // The callout on sampling error named "a percent or two" as noise, but 2% is 2.8 standard
        // errors at wide settings; it now gives two standard errors as the bound (issue 22).
        QCOMPARE(QString::number(200.0 * sdStandardError(1.0, 0.0, n), 'f', 1),
                 QStringLiteral("1.4"));
        QCOMPARE(QString::number(200.0 * sdStandardError(1.0, 6.0, n), 'f', 1),
                 QStringLiteral("2.8"));
        QFile gainKnob(lessonDir() + QStringLiteral("/02-gain-knob.lesson.md"));
        QVERIFY(gainKnob.open(QIODevice::ReadOnly));
        const QString prose = QString::fromUtf8(gainKnob.readAll()).simplified();
        QVERIFY(!prose.contains(QStringLiteral("a percent or two")));
        QVERIFY(prose.contains(
            QStringLiteral("about 1.4% of $\\sigma$ at wide settings, 2.8% at $d_k = 1$")));
        const Block& doubt = block(lesson2(), QStringLiteral("chain-doubt"));
        QCOMPARE(doubt.text(QStringLiteral("answer")), QStringLiteral("high"));
        QVERIFY(doubt.text(QStringLiteral("prompt")).contains(QStringLiteral("16.1 and 16.4")));
        for (const QString& option : doubt.args(QStringLiteral("option")))
            QVERIFY2(!doubt.text(QStringLiteral("option"), option).contains(QLatin1Char('%')),
                     qPrintable(option));
    }
    // The fixed axis holds nearly everything up to 1024 dimensions (2.5 sigma there).
    const auto range = bench.list(QStringLiteral("range"));
    QCOMPARE(range.size(), 2);
    QVERIFY(range[1] >= 2.5 * std::sqrt(1024.0) && range[0] <= -2.5 * std::sqrt(1024.0));
}

// The readout under Track 3's bench prints a two-standard-error band; the lesson says which
// widths' readings land outside it (2 and 4 dimensions: 1.4499 and 2.0438 above bands ending at
// 1.4458 and 2.0374), so that a student who compares them is not left with a contradiction. The
// band prints three decimals, so the page itself shows the two-decimal reading above it (1.45
// against 1.446, 2.04 against 2.037): at two decimals both used to read the same (lecturer21 F3).
void TestCourse::lesson2BenchReadingsAgainstTheirBand() {
    const Block& bench = block(lesson2(), QStringLiteral("bench"));
    QStringList outside, all;
    for (int dk : sliderStops(lesson2(), QStringLiteral("benchdk"))) {
        long n = 0;
        const double sd = benchSd(bench, dk, false, &n);
        // The readout's band: two standard errors, sqrt(d) (1 +- sqrt(2/(n-1) + 6/(d n))).
        const double half = std::sqrt(2.0 / double(n - 1) + 6.0 / (double(dk) * double(n)));
        const double theory = std::sqrt(double(dk));
        const bool in = std::abs(sd - theory) <= theory * half;
        all << QStringLiteral("%1: %2 in [%3, %4]")
                   .arg(dk)
                   .arg(sd, 0, 'f', 4)
                   .arg(theory * (1 - half), 0, 'f', 4)
                   .arg(theory * (1 + half), 0, 'f', 4);
        if (!in) {
            outside << QString::number(dk);
            // The page prints reading and band to two decimals, the one precision that fits a
            // standard error of 0.02 to 0.23; the callout says the reading lies above the top by
            // less than that last digit (2.044 against 2.037 at 4), and quotes neither figure:
            // they come from this generator (seed 3), which numpy does not reproduce (lect36).
            const double shownReading = QString::number(sd, 'f', 3).toDouble();
            const double shownTop = QString::number(theory * (1 + half), 'f', 3).toDouble();
            QVERIFY2(shownReading > shownTop, qPrintable(all.join(QLatin1Char('\n'))));
            // "by less than the last digit shown"
            QVERIFY2(sd - theory * (1 + half) < 0.01, qPrintable(all.join(QLatin1Char('\n'))));
        }
    }
    const QString bandTop =
        QStringLiteral("{sqrt(benchdk) * (1 + sqrt(2 / (10000 - 1) + 6 / (benchdk * 10000)))|2}");
    bool printed = false;
    for (const Block* readout : blocksOfType(lesson2(), QStringLiteral("readout")))
        printed = printed || readout->text(QStringLiteral("text")).contains(bandTop);
    QVERIFY2(printed, qPrintable(bandTop));
    QVERIFY2((outside == QStringList{QStringLiteral("2"), QStringLiteral("4")}),
             qPrintable(all.join(QLatin1Char('\n'))));
    QString german = kLessonFiles[3];
    german.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
    const auto translated = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + german);
    QVERIFY(translated.lesson.has_value());
    const QList<std::pair<const Lesson*, QString>> editions{
        {&lesson2(), QStringLiteral("At 2 and 4 dimensions this bench reads a hair above the top")},
        {&*translated.lesson,
         QStringLiteral("Bei 2 und 4 Dimensionen liegt dieser Messplatz eine Spur über der")}};
    for (const auto& [l, phrase] : editions) {
        bool said = false;
        for (const Block* callout : blocksOfType(*l, QStringLiteral("callout")))
            said = said || pageText(*callout).contains(phrase);
        QVERIFY2(said, qPrintable(phrase + QLatin1Char('\n') + all.join(QLatin1Char('\n'))));
    }
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
        if (dk >= 128) {
            // "past about a hundred dimensions a single key sits near 100%" (96.7% at 128)
            QVERIFY2(top > 0.96, qPrintable(QString("dk=%1 top %2").arg(dk).arg(top)));
        }
        if (dk >= 256) {
            QVERIFY2(top > 0.99, qPrintable(QString("dk=%1 top %2").arg(dk).arg(top)));
            QVERIFY2(largestFactor < 0.01, qPrintable(QString("dk=%1").arg(dk)));
        }
    }
}

void TestCourse::lesson2GainSteady() {
    // Gain off and gain on side by side: two benches on one fader, the Track 3 rig (same draws,
    // same axis) without and with the division.
    const Block& bench = block(lesson2(), QStringLiteral("bench-fixed"));
    const Block& unfixed = block(lesson2(), QStringLiteral("bench-unfixed"));
    QVERIFY(bench.boolean(QStringLiteral("scaled")));
    QVERIFY(!unfixed.boolean(QStringLiteral("scaled")));
    QCOMPARE(unfixed.binding(QStringLiteral("dk")), bench.binding(QStringLiteral("dk")));
    QCOMPARE(lesson2().control(QStringLiteral("gain"))->type, QStringLiteral("toggle"));
    const Block& track3 = block(lesson2(), QStringLiteral("bench"));
    for (const Block* rig : {&bench, &unfixed}) {
        for (const char* key : {"seed", "samples", "bins"})
            QCOMPARE(rig->integer(QLatin1String(key)), track3.integer(QLatin1String(key)));
        QCOMPARE(rig->list(QStringLiteral("range")), track3.list(QStringLiteral("range")));
    }

    // From 1, as Track 3's and Track 6's width sliders (sp36 #14: Track 5 alone started at 4).
    const auto stops = sliderStops(lesson2(), bench.binding(QStringLiteral("dk")));
    QCOMPARE(stops.first(), 1);
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

// Track 1's table numbered its rows 1-5 while its caption listed the tokens.
void TestCourse::lesson2LineCheckNamesItsKeys() {
    const lessons::TableSpec spec =
        lessons::TableSpec::from(block(lesson2(), QStringLiteral("line-check")));
    QCOMPARE(spec.keyNames, QStringList({"the", "cat", "sat", "on", "mat"}));
    for (const QList<double>& set : spec.scores.sets)
        QCOMPARE(set.size(), spec.keyNames.size());
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
    // Issue 19 (chart36 #2): the console's channel bank drew an unrelated pair and ignored the
    // gain switch; it left the console, and the text no longer names it.
    QVERIFY(!lesson2().findById(QStringLiteral("mix-bank")));
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
    const Block& q = block(lesson3(), QStringLiteral("trap-head-divisor"));
    QCOMPARE(q.kind(), QStringLiteral("numeric"));
    const auto defaults = defaultParameters(lesson3());
    // The divisor, not d_k itself (a recall of the sentence above it): sqrt(512 / 8) = 8.
    QCOMPARE(lessons::evaluate(q.text(QStringLiteral("expected")), defaults).value(), 8.0);
    // Every slider combination is a whole per-head width, and the key agrees with the core.
    for (int dModel : sliderStops(lesson3(), QStringLiteral("dmodel"))) {
        for (int heads : sliderStops(lesson3(), QStringLiteral("heads"))) {
            const auto dk = attn::headDim(dModel, heads);
            QVERIFY2(dk.ok(), qPrintable(QString("%1 / %2").arg(dModel).arg(heads)));
            auto params = defaults;
            params["dmodel"] = dModel;
            params["heads"] = heads;
            QCOMPARE(lessons::evaluate(q.text(QStringLiteral("expected")), params).value(),
                     std::sqrt(double(dk.value())));
        }
    }
    QCOMPARE(block(lesson3(), QStringLiteral("trap-fixed-divisor")).text(QStringLiteral("answer")),
             QStringLiteral("fixed"));
}

void TestCourse::predictionsComeFirst_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("section"); // the heading (prefix) the prediction sits under
    QTest::addColumn<QString>("reveal");  // the chart or table it keeps hidden, if any
    QTest::addColumn<QString>("answer");  // empty for a numeric prediction
    const QString dot = kLessonFiles[0], one = kLessonFiles[1], mix = kLessonFiles[2],
                  two = kLessonFiles[3], three = kLessonFiles[4];
    QTest::addRow("dot: angle") << dot << "predict-angle"
                                << "The same number, read as geometry"
                                << "arrows"
                                << "falls";
    QTest::addRow("dot: width") << dot << "predict-width"
                                << "Widening the vectors"
                                << "width-bank"
                                << "ten";
    QTest::addRow("1: divisor") << one << "predict-divisor"
                                << "Predict before you look"
                                << "fixed-logits"
                                << "flatter";
    QTest::addRow("1: multiply") << one << "predict-runner-up"
                                 << "Now turn it around"
                                 << "multiply-demo"
                                 << "vanishes";
    QTest::addRow("mix: worked") << mix << "predict-mixture"
                                 << "A worked mixture"
                                 << "worked-weights"
                                 << "between";
    QTest::addRow("2: track 2") << two << "predict-key-variance-four"
                                << "Track 2"
                                << "channel-bank"
                                << "variance";
    QTest::addRow("2: track 3") << two << "predict-bench"
                                << "Track 3"
                                << "bench"
                                << "band";
    QTest::addRow("2: track 4") << two << "predict-clip"
                                << "Track 4"
                                << "clip-weights"
                                << "pinned";
    QTest::addRow("2: track 5") << two << "predict-gain-variance-two"
                                << "Track 5"
                                << "bench-fixed"
                                << "one";
    QTest::addRow("2: track 6") << two << "predict-buses"
                                << "Track 6"
                                << "buses"
                                << "dk";
    QTest::addRow("2: track 7") << two << "predict-mixdown-ninety"
                                << "Track 7"
                                << "mix-weights"
                                << "square";
    QTest::addRow("2: track 8") << two << "predict-temperature-width-16"
                                << "Track 8"
                                << "temperature"
                                << "";
    QTest::addRow("3: step 2") << three << "predict-ninety-percent-width"
                               << "Wider heads, the same scores"
                               << "saturation"
                               << "near-one";
    QTest::addRow("3: step 3") << three << "predict-gradient"
                               << "How much gradient gets back through softmax"
                               << "jacobian"
                               << "spread";
}

void TestCourse::predictionsComeFirst() {
    QFETCH(QString, file);
    QFETCH(QString, question);
    QFETCH(QString, section);
    QFETCH(QString, reveal);
    QFETCH(QString, answer);
    const Lesson& l = lesson(file);
    const Block& q = block(l, question);
    QCOMPARE(q.type, QStringLiteral("question"));
    QCOMPARE(q.text(QStringLiteral("style")), QStringLiteral("predict"));
    QCOMPARE(q.text(QStringLiteral("reveal")), reveal);
    if (answer.isEmpty())
        QCOMPARE(q.kind(), QStringLiteral("numeric"));
    else
        QCOMPARE(q.text(QStringLiteral("answer")), answer);

    QList<Item> items;
    flatten(l.blocks, &items);
    int at = -1;
    for (int i = 0; i < items.size(); ++i)
        if (items[i].block == &q)
            at = i;
    QVERIFY(at >= 0);
    // Under the right heading, with no control of that section before it: the student commits
    // before anything moves.
    int heading = at;
    while (heading >= 0 && items[heading].block)
        --heading;
    QVERIFY2(heading >= 0 && items[heading].heading.startsWith(section),
             qPrintable(heading >= 0 ? items[heading].heading : QStringLiteral("(none)")));
    for (int i = heading + 1; i < at; ++i)
        QVERIFY2(!isControl(items[i].block),
                 qPrintable(items[i].block->text(QStringLiteral("param")) + " before " + question));
    // What it reveals comes after it and is a chart or a table.
    if (!reveal.isEmpty()) {
        int target = -1;
        for (int i = at + 1; i < items.size() && target < 0; ++i) {
            if (items[i].block && items[i].block->id() == reveal)
                target = i;
        }
        QVERIFY2(target > at, qPrintable(reveal + " does not follow " + question));
        const QString type = items[target].block->type;
        QVERIFY(type == QLatin1String("chart") || type == QLatin1String("table"));
        // The page keeps the controls between the two locked until the prediction is made:
        // every track of the gain-knob lesson has its control there.
        int controls = 0;
        for (int i = at + 1; i < target; ++i)
            controls += isControl(items[i].block) ? 1 : 0;
        if (section.startsWith(QLatin1String("Track")))
            QVERIFY2(controls > 0, qPrintable(section));
    }
    // Feedback that sends the student to what they are about to see.
    for (const QString& option : q.args(QStringLiteral("option"))) {
        const QString feedback = q.text(QStringLiteral("feedback"), option);
        QVERIFY2(feedback.size() > 60, qPrintable(option));
    }
}

void TestCourse::lesson2EveryTrackPredicts() {
    QList<Item> items;
    flatten(lesson2().blocks, &items);
    QSet<int> tracks;
    static const QRegularExpression track(QStringLiteral("^Track ([0-9]+) "));
    for (int i = 0; i < items.size(); ++i) {
        const auto m = track.match(items[i].heading);
        if (items[i].block || !m.hasMatch())
            continue;
        const int number = m.captured(1).toInt();
        // The first question or control of the track: for tracks 2 to 8, a prediction.
        for (int j = i + 1; j < items.size() && items[j].block; ++j) {
            const Block* b = items[j].block;
            if (b->type == QLatin1String("question") || isControl(b)) {
                if (b->type == QLatin1String("question") &&
                    b->text(QStringLiteral("style")) == QLatin1String("predict"))
                    tracks.insert(number);
                break;
            }
        }
    }
    for (int number = 2; number <= 8; ++number)
        QVERIFY2(tracks.contains(number), qPrintable(QString("Track %1").arg(number)));
}

void TestCourse::answersWaitForTheReveal_data() {
    QTest::addColumn<QString>("file");     // the English file; its German edition is checked too
    QTest::addColumn<QString>("question"); // a prediction with a reveal
    QTest::addColumn<QString>("english");  // a phrase of the lesson that answers it
    QTest::addColumn<QString>("german");
    const QString dot = kLessonFiles[0], two = kLessonFiles[3];
    QTest::addRow("dot: angle, the signs of the cosine") << dot << "predict-angle"
                                                         << "0 when they are at a right angle"
                                                         << "0 bei einem rechten Winkel";
    QTest::addRow("dot: angle, the formula with the cosine")
        << dot << "predict-angle"
        << "a \\cdot b = |a| |b| \\operatorname{cos} \\theta"
        << "a \\cdot b = |a| |b| \\operatorname{cos} \\theta";
    QTest::addRow("dot: width, the sum's typical size")
        << dot << "predict-width"
        << "typical size (standard deviation) of $\\sqrt{d_k}$"
        << "typischen Größe (Standardabweichung) von $\\sqrt{d_k}$";
    QTest::addRow("2: track 2, variances add") << two << "predict-key-variance-four"
                                               << "\\text{Var}(q \\cdot k) = d_k"
                                               << "\\text{Var}(q \\cdot k) = d_k";
    QTest::addRow("2: track 3, what a sampling error allows")
        << two << "predict-bench"
        << "a gap of ten percent would mean the theory is wrong"
        << "eine von zehn Prozent hieße, dass die Theorie falsch ist";
    QTest::addRow("2: track 4, softmax hands it to the top key")
        << two << "predict-clip"
        << "the top-scoring key ends up with nearly the whole weight"
        << "Der Key mit dem höchsten Score bekommt fast das ganze Gewicht";
    QTest::addRow("2: track 5, the variance after the division")
        << two << "predict-gain-variance-two"
        << "\\text{Var}(z) = \\frac{1}{d_k}"
        << "\\text{Var}(z) = \\frac{1}{d_k}";
    QTest::addRow("2: track 6, what the d_k divisor leaves")
        << two << "predict-buses"
        << "leaves a spread of $1/\\sqrt{d_k}$"
        << "lässt eine Streuung von $1/\\sqrt{d_k}$";
    QTest::addRow("2: track 7, a lead an eighth as large needs 64 times the width")
        << two << "predict-mixdown-ninety"
        << "at 64 times the width"
        << "bei der 64-fachen Breite";
    QTest::addRow("2: track 8, scaled attention is a temperature")
        << two << "predict-temperature-width-16"
        << "sets the temperature to $T = \\sqrt{d_k}$"
        << "setzt die Division durch $\\sqrt{d_k}$ die Temperatur auf";
    const QString five = kLessonFiles[4];
    QTest::addRow("5: step 2, saturation") << five << "predict-ninety-percent-width"
                                           << "the output approaches a one-hot vector"
                                           << "Die Ausgabe nähert sich einem One-hot-Vektor";
    QTest::addRow("5: step 3, the Jacobian") << five << "predict-gradient"
                                             << "The whole matrix tends to zero"
                                             << "Die ganze Matrix geht gegen null";
    QTest::addRow("5: small heads, the gradient stays mild") << five << "trap-small-heads"
                                                             << "What stays mild is the gradient"
                                                             << "Harmlos bleibt der Gradient";
}

// Issue 22: the text that answers a prediction stood right above its Predict box, and readouts
// printed the figure it asks for. From the section's heading to the block the prediction
// reveals, nothing that states the answer, and no readout in the question's own section
// (readouts stay in view; one under a later heading shows only its locked controls' defaults);
// nor the opening of the next section, which shows right below the hidden part. The answer comes
// after the revealed block, where it waits with it.
void TestCourse::answersWaitForTheReveal() {
    QFETCH(QString, file);
    QFETCH(QString, question);
    QFETCH(QString, english);
    QFETCH(QString, german);
    QString german_file = file;
    german_file.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
    const auto translated = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + german_file);
    QVERIFY(translated.lesson.has_value());
    const QList<std::pair<const Lesson*, QString>> editions{{&lesson(file), english},
                                                            {&*translated.lesson, german}};
    for (const auto& [l, phrase] : editions) {
        const Block& q = block(*l, question);
        QList<Item> items;
        flatten(l->blocks, &items);
        int at = -1, target = -1;
        for (int i = 0; i < items.size(); ++i) {
            if (items[i].block == &q)
                at = i;
            if (items[i].block && items[i].block->id() == q.text(QStringLiteral("reveal")))
                target = i;
        }
        QVERIFY(at >= 0 && target > at);
        int heading = at;
        while (heading >= 0 && items[heading].block)
            --heading;
        // A target inside a console hides alone (the console keeps its blocks on one screen), so
        // nothing else of the section waits with it: only the question's own texts, shown once it
        // is answered, may give the answer.
        bool inConsole = false;
        for (int i = heading + 1; i < target; ++i) {
            if (const Block* b = items[i].block)
                inConsole = b->type == QLatin1String("console") ||
                            (inConsole && b->type != QLatin1String("console-end"));
        }
        if (inConsole) {
            for (int i = heading + 1; i < items.size() && items[i].block; ++i) {
                if (items[i].block != &q)
                    QVERIFY2(!pageText(*items[i].block).contains(phrase),
                             qPrintable(phrase + QStringLiteral(" in view before ") + question));
            }
            QVERIFY2(pageText(q).contains(phrase),
                     qPrintable(phrase + QStringLiteral(" not said by ") + question));
            continue;
        }
        bool ownSection = true;
        for (int i = heading + 1; i < target; ++i) {
            const Block* b = items[i].block;
            ownSection = ownSection && b;
            if (!b || b == &q)
                continue;
            QVERIFY2(!ownSection || b->type != QLatin1String("readout"),
                     qPrintable(QStringLiteral("a readout in view before ") + question));
            QVERIFY2(!pageText(*b).contains(phrase),
                     qPrintable(phrase + QStringLiteral(" in view before ") + question));
        }
        // Nor right below the hidden part: the next section's (or step's) opening, up to and with
        // its first question's prompt and options (Track 3's first sentence restated Track 2's
        // answer under the locked Predict box).
        int next = target + 1;
        while (next < items.size() && items[next].block)
            ++next;
        QStringList opening;
        if (next < items.size())
            opening.append(items[next].heading);
        for (int i = next + 1; i < items.size() && items[i].block; ++i) {
            const Block* b = items[i].block;
            if (b->type != QLatin1String("question")) {
                opening.append(pageText(*b));
                continue;
            }
            opening.append(b->text(QStringLiteral("prompt")).simplified());
            for (const QString& option : b->args(QStringLiteral("option")))
                opening.append(b->text(QStringLiteral("option"), option).simplified());
            break;
        }
        for (const QString& text : std::as_const(opening))
            QVERIFY2(
                !text.contains(phrase),
                qPrintable(phrase + QStringLiteral(" right below the hidden part of ") + question));
        // Still said, after the reveal and before the next heading.
        bool said = false;
        for (int i = target + 1; i < items.size() && items[i].block && !said; ++i)
            said = pageText(*items[i].block).contains(phrase);
        QVERIFY2(said, qPrintable(phrase + QStringLiteral(" not said after the reveal")));
    }
}

void TestCourse::answersComeAfterTheQuestion_data() {
    QTest::addColumn<QString>("file");     // the English file; its German edition is checked too
    QTest::addColumn<QString>("question"); // a question
    QTest::addColumn<QString>("english");  // a phrase that answers it, said in the question itself
    QTest::addColumn<QString>("german");
    const QString five = kLessonFiles[4];
    QTest::addRow("5: the stable softmax trap") << five << "trap-subtract-the-max"
                                                << "does nothing about saturation"
                                                << "tut nichts gegen die Sättigung";
    QTest::addRow("5: step 2 names saturation") << five << "predict-ninety-percent-width"
                                                << "That state is called saturation"
                                                << "Diesen Zustand nennt man Sättigung";
    QTest::addRow("5: watch it happen answers step 2") << five << "predict-ninety-percent-width"
                                                       << "creeps up toward 1"
                                                       << "kriecht auf 1 zu";
    QTest::addRow("5: step 3 says the Jacobian vanishes") << five << "predict-gradient"
                                                          << "The whole matrix tends to zero"
                                                          << "Die ganze Matrix geht gegen null";
}

// Issue 22: a sentence that answers a question must not stand anywhere above it in the lesson,
// not only in its own section: step 5's last paragraph answered the stable-softmax trap, and the
// summary callout at the top answered the predictions of steps 2 and 3. A walkthrough shows one
// step with the rest of the page, so for a question in a step nothing outside the walkthrough
// may say it either: the summary right below the walkthrough answered steps 2 and 3 again, and
// the "Watch it happen" text step 2 (unless it waits with the question, lessons/revealplan.h).
void TestCourse::answersComeAfterTheQuestion() {
    QFETCH(QString, file);
    QFETCH(QString, question);
    QFETCH(QString, english);
    QFETCH(QString, german);
    QString german_file = file;
    german_file.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
    const auto translated = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + german_file);
    QVERIFY(translated.lesson.has_value());
    const QList<std::pair<const Lesson*, QString>> editions{{&lesson(file), english},
                                                            {&*translated.lesson, german}};
    for (const auto& [l, phrase] : editions) {
        const Block& q = block(*l, question);
        QList<Item> items;
        flatten(l->blocks, &items);
        bool before = true, said = false;
        for (const Item& item : items) {
            if (!item.block)
                continue;
            if (item.block == &q)
                before = false;
            const bool here = pageText(*item.block).contains(phrase);
            QVERIFY2(!(before && here), qPrintable(phrase + QStringLiteral(" above ") + question));
            said = said || here;
        }
        QVERIFY2(said, qPrintable(phrase + QStringLiteral(" not said after ") + question));
        QSet<const Block*> inWalkthrough;
        for (const Block& top : l->blocks) {
            QSet<const Block*> inside;
            forEachBlock(top.children, [&](const Block& b) { inside.insert(&b); });
            if (top.type == QLatin1String("walkthrough") && inside.contains(&q))
                inWalkthrough = inside;
        }
        if (inWalkthrough.isEmpty())
            continue;
        const QSet<const Block*> waiting = waitingWith(*l, q);
        forEachBlock(l->blocks, [&](const Block& b) {
            if (b.type != QLatin1String("walkthrough") && !inWalkthrough.contains(&b) &&
                !waiting.contains(&b))
                QVERIFY2(
                    !pageText(b).contains(phrase),
                    qPrintable(phrase + QStringLiteral(" beside the walkthrough of ") + question));
        });
    }
}

void TestCourse::nextStepDoesNotAnswerTheSkippedPrediction_data() {
    QTest::addColumn<QString>("file");        // the English file; its German edition is checked too
    QTest::addColumn<QString>("question");    // a prediction in a walkthrough step
    QTest::addColumn<QStringList>("english"); // words that give its answer away (any case)
    QTest::addColumn<QStringList>("german");
    QTest::addRow("5: step 3 after skipping step 2")
        << kLessonFiles[4] << "predict-ninety-percent-width"
        << QStringList{"saturat", "one-hot", "heads for 1", "near 1", "approach"}
        << QStringList{"sättig", "one-hot", "auf 1 zu", "nahe 1", "nähert"};
}

// Issue 22, a student pass: Next step works without answering, and step 3's title, text and
// question said what step 2 asks ("What saturation does ...", "as the largest weight heads for
// 1"). A student may skip a prediction, so the next step, as shown before its own prediction is
// committed (title, text, prompt and options; not what waits with a reveal), must not answer it.
void TestCourse::nextStepDoesNotAnswerTheSkippedPrediction() {
    QFETCH(QString, file);
    QFETCH(QString, question);
    QFETCH(QStringList, english);
    QFETCH(QStringList, german);
    QString german_file = file;
    german_file.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
    const auto translated = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + german_file);
    QVERIFY(translated.lesson.has_value());
    const QList<std::pair<const Lesson*, QStringList>> editions{{&lesson(file), english},
                                                                {&*translated.lesson, german}};
    for (const auto& [l, words] : editions) {
        const Block& q = block(*l, question);
        QSet<const Block*> waiting;
        for (const lessons::RevealPlan::Reveal& r : lessons::RevealPlan::of(*l).reveals) {
            waiting.insert(r.target);
            for (const Block* follower : r.followers)
                waiting.insert(follower);
        }
        const Block* next = nullptr;
        for (const Block& top : l->blocks) {
            for (int i = 0; i + 1 < top.children.size(); ++i) {
                for (const Block& b : top.children.at(i).children)
                    if (&b == &q)
                        next = &top.children.at(i + 1);
            }
        }
        QVERIFY2(next && next->type == QLatin1String("step"),
                 qPrintable(question + QStringLiteral(" is not followed by a step")));
        QStringList shown{next->text(QStringLiteral("title"))};
        for (const Block& b : next->children) {
            if (waiting.contains(&b))
                continue;
            if (b.type != QLatin1String("question")) {
                shown.append(pageText(b));
                continue;
            }
            shown.append(b.text(QStringLiteral("prompt")));
            for (const QString& option : b.args(QStringLiteral("option")))
                shown.append(b.text(QStringLiteral("option"), option));
        }
        for (const QString& text : std::as_const(shown)) {
            for (const QString& word : words)
                QVERIFY2(!text.contains(word, Qt::CaseInsensitive),
                         qPrintable(QStringLiteral("'%1' in the step after %2: %3")
                                        .arg(word, question, text.simplified().left(120))));
        }
    }
}

void TestCourse::wrongAnswerFeedbackHints_data() {
    QTest::addColumn<QString>("file");        // the English file; its German edition is checked too
    QTest::addColumn<QString>("question");    // a choice question
    QTest::addColumn<QStringList>("english"); // phrases of its explanation, the reasoning
    QTest::addColumn<QStringList>("german");
    const QString two = kLessonFiles[3];
    QTest::addRow("2: track 2") << two << "predict-key-variance-four"
                                << QStringList{"variances add", "variance of $d_k$",
                                               "reads the channel count itself"}
                                << QStringList{"Varianzen addieren", "die Varianz $d_k$",
                                               "genau die Kanalzahl"};
    QTest::addRow("2: track 7") << two << "predict-mixdown-ninety"
                                << QStringList{"eight times larger", "64 times the width"}
                                << QStringList{"achtmal größer", "64-fachen Breite"};
    QTest::addRow("5: step 2") << kLessonFiles[4] << "predict-ninety-percent-width"
                               << QStringList{"take over", "holds practically everything"}
                               << QStringList{"übernimmt", "praktisch alles hält"};
    const QString five = kLessonFiles[4];
    QTest::addRow("5: a fixed divisor")
        << five << "trap-fixed-divisor"
        << QStringList{"fixed when the model is built", "the divisor stays"}
        << QStringList{"beim Bau des Modells", "der Teiler bleibt"};
    // Student pass sp11: lesson 2's first miss said "the typical size is the square root, 8
    // against 16", the answer itself.
    QTest::addRow("1: half the spread")
        << kLessonFiles[1] << "qc-half-spread" << QStringList{"c = 16", "8 / 16"}
        << QStringList{"c = 16", "8 / 16"};
    QTest::addRow("mix: a score of 0")
        << kLessonFiles[2] << "mix-zero-score" << QStringList{"6.3%", "keeps"}
        << QStringList{"6,3 %", "behält"};
    QTest::addRow("5: where the scale goes")
        << five << "trap-after-softmax"
        << QStringList{"does not even add up to 1", "the shape is unchanged"}
        << QStringList{"nicht einmal zu 1", "die Form ändert sich also nicht"};
    QTest::addRow("5: the stable softmax")
        << five << "trap-subtract-the-max"
        << QStringList{"those are unchanged", "does not change any difference"}
        << QStringList{"die bleiben unverändert", "ändert keine einzige Differenz"};
    QTest::addRow("5: sequence length")
        << five << "trap-long-sequence"
        << QStringList{"one dot product of 64 terms", "on average 1/4096"}
        << QStringList{"Skalarprodukt aus 64 Summanden", "im Mittel 1/4096"};
    QTest::addRow("2: fewer pairs")
        << two << "chain-fewer-pairs"
        << QStringList{"multiplies it by $\\sqrt{4} = 2$", "1.4% at 2,500"}
        << QStringList{"mit $\\sqrt{4} = 2$", "1,4 % bei 2.500"};
    QTest::addRow("2: track 3") << two << "predict-bench"
                                << QStringList{"ordinary noise", "within two standard errors",
                                               "is what the theory expects"}
                                << QStringList{"gewöhnliches Rauschen",
                                               "innerhalb von zwei Standardfehlern",
                                               "was die Theorie erwarten lässt"};
    // D5, a new-student pass: these misses named the right answer before the retry.
    QTest::addRow("1: zero dot product")
        << kLessonFiles[0] << "dot-sign" << QStringList{"halfway between"}
        << QStringList{"auf halbem Weg"};
    QTest::addRow("1: a long key")
        << kLessonFiles[0] << "dot-length" << QStringList{"0.68", "does not make up"}
        << QStringList{"0{,}68", "gleicht einen"};
    QTest::addRow("1: wider entries") << kLessonFiles[0] << "dot-entries"
                                      << QStringList{"$2 \\cdot 2$"} << QStringList{"$2 \\cdot 2$"};
    QTest::addRow("2: scores divided by 3")
        << kLessonFiles[1] << "qc-width-nine" << QStringList{"flatter weights", "14.0%"}
        << QStringList{"flachere Gewichte", "14,0 %"};
    QTest::addRow("2: two heads") << kLessonFiles[1] << "qc-two-heads"
                                  << QStringList{"1.5, 0 and", "73.6%"}
                                  << QStringList{"1,5; 0; −0,5", "73,6 %"};
    QTest::addRow("4: a new width")
        << two << "chain-new-width" << QStringList{"weights get flatter"}
        << QStringList{"Gewichte flacher"};
}

// Issue 22, a student pass: the feedback on a wrong prediction stated the whole answer ("each
// keeps variance 1 ... only their number changes"), so a second try needed no thought; lesson 5's
// traps did the same. A wrong option's feedback points toward the answer; the reasoning waits for
// the explanation (after a right answer, a second wrong one or Show answer).
void TestCourse::wrongAnswerFeedbackHints() {
    QFETCH(QString, file);
    QFETCH(QString, question);
    QFETCH(QStringList, english);
    QFETCH(QStringList, german);
    QString german_file = file;
    german_file.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
    const auto translated = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + german_file);
    QVERIFY(translated.lesson.has_value());
    const QList<std::pair<const Lesson*, QStringList>> editions{{&lesson(file), english},
                                                                {&*translated.lesson, german}};
    for (const auto& [l, phrases] : editions) {
        const Block& q = block(*l, question);
        const QString answer = q.text(QStringLiteral("answer"));
        for (const QString& option : q.args(QStringLiteral("option"))) {
            if (option == answer)
                continue;
            const QString feedback = q.text(QStringLiteral("feedback"), option).simplified();
            QVERIFY2(feedback.size() > 60, qPrintable(option));
            for (const QString& phrase : phrases)
                QVERIFY2(!feedback.contains(phrase),
                         qPrintable(
                             QStringLiteral("%1, feedback %2: %3").arg(question, option, phrase)));
        }
    }
}

void TestCourse::promptLeavesEveryOptionOpen_data() {
    QTest::addColumn<QString>("file");        // the English file; its German edition is checked too
    QTest::addColumn<QString>("question");    // a choice question
    QTest::addColumn<QString>("option");      // a wrong option the text must not rule out
    QTest::addColumn<QStringList>("english"); // phrases that would rule it out
    QTest::addColumn<QStringList>("german");
    QTest::addRow("2: track 3, exactly 8.00")
        << kLessonFiles[3] << "predict-bench"
        << "spot-on" << QStringList{"not read exactly", "never lands exactly"}
        << QStringList{"nicht genau", "nie genau"};
}

// Issue 22, a student pass: Track 3 said the bench "will not read exactly 8" and "never lands
// exactly on the theory", then offered "Any reading other than 8.00" as an option. What the
// student reads from the section's heading to the question, and its prompt, leaves each option
// to be weighed.
void TestCourse::promptLeavesEveryOptionOpen() {
    QFETCH(QString, file);
    QFETCH(QString, question);
    QFETCH(QString, option);
    QFETCH(QStringList, english);
    QFETCH(QStringList, german);
    QString german_file = file;
    german_file.replace(QLatin1String(".lesson.md"), QLatin1String(".de.lesson.md"));
    const auto translated = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + german_file);
    QVERIFY(translated.lesson.has_value());
    const QList<std::pair<const Lesson*, QStringList>> editions{{&lesson(file), english},
                                                                {&*translated.lesson, german}};
    for (const auto& [l, phrases] : editions) {
        const Block& q = block(*l, question);
        QVERIFY(q.args(QStringLiteral("option")).contains(option));
        QVERIFY(q.text(QStringLiteral("answer")) != option);
        QList<Item> items;
        flatten(l->blocks, &items);
        int at = 0;
        while (at < items.size() && items[at].block != &q)
            ++at;
        QVERIFY(at < items.size());
        QStringList read{q.text(QStringLiteral("prompt")).simplified()};
        for (int i = at - 1; i >= 0 && items[i].block; --i)
            read.append(pageText(*items[i].block));
        for (const QString& text : std::as_const(read))
            for (const QString& phrase : phrases)
                QVERIFY2(!text.contains(phrase),
                         qPrintable(QStringLiteral("'%1' before %2").arg(phrase, question)));
    }
}

// Issue 22, a student pass: lesson 4's formulas wrote the term of dimension i as q_i k_i while
// the channel-bank chart labels it q_j k_j. Every q and k with a dimension index in lesson 4
// uses the chart's letter (read from the chart kind's title, "Per-dimension terms $q_j k_j$").
void TestCourse::lesson2TermIndexMatchesTheChannelBank() {
    static const QRegularExpression term(QStringLiteral("q_([a-z]) k_\\1"));
    const auto chartTerm =
        term.match(lessons::defaultTitle(QStringLiteral("chart"), QStringLiteral("channel-bank")));
    QVERIFY(chartTerm.hasMatch());
    const QString letter = chartTerm.captured(1);
    static const QRegularExpression indexed(QStringLiteral("(?:\\b[qk]_|\\\\sum_\\{)([a-z])\\b"));
    for (const char* name : {"02-gain-knob.lesson.md", "02-gain-knob.de.lesson.md"}) {
        QFile file(lessonDir() + QLatin1Char('/') + QLatin1String(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        int found = 0;
        for (auto it = indexed.globalMatch(text); it.hasNext(); ++found) {
            const auto m = it.next();
            QVERIFY2(m.captured(1) == letter,
                     qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(name), m.captured(0))));
        }
        QVERIFY(found >= 5);
    }
}

void TestCourse::samplingErrorReadouts_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("histogram");
    QTest::addColumn<QString>("toggle"); // empty: unscaled bench
    QTest::addRow("gain knob, Track 3") << kLessonFiles[3] << "bench"
                                        << "";
    QTest::addRow("interview, watch it happen") << kLessonFiles[4] << "anim-histogram"
                                                << "animscaled";
}

void TestCourse::samplingErrorReadouts() {
    QFETCH(QString, file);
    QFETCH(QString, histogram);
    QFETCH(QString, toggle);
    const Lesson& l = lesson(file);
    const Block& chart = block(l, histogram);
    const QString dkParam = chart.binding(QStringLiteral("dk"));
    QCOMPARE(chart.binding(QStringLiteral("scaled")), toggle);
    const Block* readout =
        readoutContaining(l, {QStringLiteral("±"), QStringLiteral("sqrt(") + dkParam});
    QVERIFY(readout);
    for (int scaled : toggle.isEmpty() ? QList<int>{0} : QList<int>{0, 1}) {
        for (int dk : sliderStops(l, dkParam)) {
            QHash<QString, double> params = defaultParameters(l);
            params[dkParam] = dk;
            if (!toggle.isEmpty())
                params[toggle] = scaled;
            const lessons::Result<QString> filled =
                lessons::formatReadout(readout->text(QStringLiteral("text")), params);
            const QString shown = filled.value();
            QVERIFY2(filled.diagnostics().isEmpty(),
                     qPrintable(filled.diagnostics().value(0).text()));
            const int plusMinus = int(shown.indexOf(QStringLiteral("±")));
            QVERIFY(plusMinus > 0);
            const QList<double> before = numbersIn(shown.left(plusMinus));
            const QList<double> after = numbersIn(shown.mid(plusMinus));
            QVERIFY(!before.isEmpty() && !after.isEmpty());
            // The readout's theory and standard error are the ones for this chart's own sample
            // count (not a typed 10,000 that drifts from `samples`).
            long n = 0;
            const double measured = benchSd(chart, dk, scaled != 0, &n);
            QCOMPARE(n, long(chart.integer(QStringLiteral("samples"))));
            const double theory = scaled ? 1.0 : std::sqrt(double(dk));
            const double se = sdStandardError(theory, 6.0 / dk, n);
            QVERIFY2(std::any_of(before.begin(), before.end(),
                                 [&](double x) { return std::abs(x - theory) <= 0.005; }),
                     qPrintable(shown));
            QVERIFY2(std::abs(after.first() - se) <= 0.005, qPrintable(shown));
            // ... and the bench agrees with the theory within four of them.
            QVERIFY2(std::abs(measured - theory) <= 4.0 * se,
                     qPrintable(QString("dk=%1 measured %2").arg(dk).arg(measured)));
            if (after.size() >= 3) { // the two-standard-error band, where the readout gives it
                QVERIFY2(std::abs(after.at(after.size() - 2) - (theory - 2 * se)) <= 0.005,
                         qPrintable(shown));
                QVERIFY2(std::abs(after.last() - (theory + 2 * se)) <= 0.005, qPrintable(shown));
            }
        }
    }
}

void TestCourse::lesson1PredictDivisorFlattens() {
    const Block& table = block(lesson1(), QStringLiteral("fixed-logits"));
    QList<double> top;
    int leader = -1;
    for (int dk : sliderStops(lesson1(), QStringLiteral("dk"))) {
        const Eigen::VectorXd w = weightsOf(table, dk);
        Eigen::Index arg = 0;
        top << 100.0 * w.maxCoeff(&arg);
        if (leader >= 0)
            QCOMPARE(int(arg), leader); // position 2 stays on top
        leader = int(arg);
    }
    QCOMPARE(top.size(), 3);
    QVERIFY(top[0] > top[1] && top[1] > top[2]);
    QCOMPARE(lessons::observedDirection({top.first()}, {top.last()}), lessons::Direction::Flatter);
    // The callout beside the table warns that real heads grow their raw scores with d_k.
    bool warned = false;
    for (const Block* c : blocksOfType(lesson1(), QStringLiteral("callout")))
        warned = warned || c->text(QStringLiteral("text")).contains(QLatin1String("*sharper*"));
    QVERIFY(warned);
}

void TestCourse::lesson2PredictionsMatchTheCore() {
    // Track 2: a single term keeps variance 1 at any width (E[(q k)^2] = 1, Var((q k)^2) = 8).
    {
        attn::BenchConfig config;
        config.seed =
            std::uint64_t(block(lesson2(), "channel-bank").integer(QStringLiteral("seed")));
        config.samples = 400;
        config.maxDk = 512;
        auto bench = attn::DotProductBench::create(config);
        QVERIFY(bench.ok());
        for (int dk : {4, 512}) {
            double sumSquares = 0;
            long count = 0;
            for (int pair = 0; pair < config.samples; ++pair) {
                const Eigen::VectorXd terms = bench.value().channelTerms(pair, dk);
                sumSquares += terms.squaredNorm();
                count += terms.size();
            }
            const double variance = sumSquares / double(count);
            QVERIFY2(std::abs(variance - 1.0) <= 4.0 * std::sqrt(8.0 / double(count)),
                     qPrintable(QString("dk=%1 term variance %2").arg(dk).arg(variance)));
        }
    }
    // Track 3: at 64 the measured spread is about sqrt(64), nowhere near 64 or the spread at 4.
    {
        const Block& bench = block(lesson2(), QStringLiteral("bench"));
        const double at64 = benchSd(bench, 64, false);
        QVERIFY(std::abs(at64 - 8.0) < 0.3);
        QVERIFY(at64 > 3.0 * benchSd(bench, 4, false));
    }
    // Track 4: about half the weight at 4, nearly all of it at 1024.
    {
        const Block& chart = block(lesson2(), QStringLiteral("clip-weights"));
        const double at4 = maxWeightOf(weightsOf(chart, 4));
        QVERIFY2(at4 > 0.45 && at4 < 0.6, qPrintable(QString::number(at4)));
        QVERIFY(maxWeightOf(weightsOf(chart, 1024)) > 0.99);
    }
    // Track 5: with the gain control the spread is 1 at 1024; without it sqrt(1024).
    {
        long n = 0;
        const double on = benchSd(block(lesson2(), QStringLiteral("bench-fixed")), 1024, true, &n);
        QVERIFY(std::abs(on - 1.0) <= 4.0 * sdStandardError(1.0, 6.0 / 1024, n));
        const double off = benchSd(block(lesson2(), QStringLiteral("bench-unfixed")), 1024, false);
        QVERIFY(std::abs(off - 32.0) <= 4.0 * sdStandardError(32.0, 6.0 / 1024, n));
    }
    // Track 6: at 1024 the d_k bus is within two points of one fifth for every key.
    {
        const Block& buses = block(lesson2(), QStringLiteral("buses"));
        attn::ScoreSetup setup;
        setup.growth = attn::Growth::Sqrt;
        setup.scale = attn::ScaleRule::InvDk;
        setup.dk = 1024;
        const auto scored =
            attn::scoreLogits(toVector(buses.list(QStringLiteral("scores"))), setup);
        QVERIFY(scored.ok());
        QVERIFY((scored.value().weights.array() - 0.2).abs().maxCoeff() < 0.02);
    }
    // Track 7: the flat query, gain off, ends with one lit key.
    QVERIFY(maxWeightOf(weightsOf(block(lesson2(), QStringLiteral("mix-weights")), 1024, false,
                                  QStringLiteral("flat"))) > 0.99);
}

void TestCourse::lesson2TrackEightHasOneWidth() {
    const Block& chart = block(lesson2(), QStringLiteral("temperature"));
    QCOMPARE(chart.binding(QStringLiteral("dk")), QStringLiteral("headdk"));
    QCOMPARE(chart.binding(QStringLiteral("temperature")), QStringLiteral("temp"));
    const Block& q = block(lesson2(), QStringLiteral("predict-temperature-width-16"));
    const QList<double> temperatures =
        lesson2().control(QStringLiteral("temp"))->list(QStringLiteral("values"));
    const auto scores = toVector(chart.list(QStringLiteral("scores")));
    for (int width : sliderStops(lesson2(), QStringLiteral("headdk"))) {
        auto params = defaultParameters(lesson2());
        params[QStringLiteral("headdk")] = width;
        const double key = lessons::evaluate(q.text(QStringLiteral("expected")), params).value();
        // lecturer33: the temperature that turns this head's raw logits into those of an
        // unscaled head of width 16, no longer the sqrt(d_k) that Track 5 has named. The slider
        // starts at 4, so every key is a stop of the temperature slider (0.5 at 4).
        QCOMPARE(key, std::sqrt(double(width) / 16.0));
        QVERIFY2(temperatures.contains(key), qPrintable(QString::number(key)));
        // At T = key the chart shows what the unscaled width-16 head computes.
        attn::ScoreSetup atT;
        atT.growth = attn::Growth::Sqrt;
        atT.dk = width;
        atT.temperature = key;
        attn::ScoreSetup narrow = atT;
        narrow.dk = 16;
        narrow.temperature = 1.0;
        const auto a = attn::scoreLogits(scores, atT);
        const auto b = attn::scoreLogits(scores, narrow);
        QVERIFY(a.ok() && b.ok());
        QVERIFY((a.value().weights - b.value().weights).cwiseAbs().maxCoeff() < 1e-12);
    }
    // The width is written once: no "64" left in the track's prose.
    QList<Item> items;
    flatten(lesson2().blocks, &items);
    bool inTrack8 = false;
    for (const Item& item : items) {
        if (!item.block) {
            inTrack8 = item.heading.startsWith(QLatin1String("Track 8"));
            continue;
        }
        if (inTrack8 && item.block->type == QLatin1String("prose"))
            QVERIFY2(!item.block->source.contains(QLatin1String("64")),
                     qPrintable(item.block->source));
    }
}

// lecturer33 #5: with one head, trap-head-divisor's answer sqrt(d_model) was also its mistakes
// model-width and per-head, so a review card drawn there took those slips for right answers.
// The heads slider starts at 2: at every stop a review can draw, every listed mistake is wrong.
void TestCourse::headDivisorMistakesStayWrongAtEveryStop() {
    const Lesson& l = lesson(kLessonFiles[4]);
    const lessons::QuestionSpec spec =
        lessons::QuestionSpec::from(block(l, QStringLiteral("trap-head-divisor")));
    QVERIFY(!spec.mistakes.isEmpty());
    int checked = 0;
    for (int dmodel : sliderStops(l, QStringLiteral("dmodel"))) {
        for (int heads : sliderStops(l, QStringLiteral("heads"))) {
            QHash<QString, double> at = defaultParameters(l);
            at.insert(QStringLiteral("dmodel"), dmodel);
            at.insert(QStringLiteral("heads"), heads);
            const double expected = lessons::evaluate(spec.expected, at).value();
            for (const lessons::NumericMistake& m : spec.mistakes) {
                const double wrong = lessons::evaluate(m.expected, at).value();
                QVERIFY2(std::abs(wrong - expected) >
                             std::max(spec.tolerance, 0.01 * std::abs(wrong)),
                         qPrintable(QStringLiteral("%1 at d_model %2, %3 heads")
                                        .arg(m.id)
                                        .arg(dmodel)
                                        .arg(heads)));
            }
            ++checked;
        }
    }
    QCOMPARE(checked, 16);
}

// course40 (issue 22): Track 7 asks at which width query B's top key passes 90% with the gain
// off. Each row: a figure its prompt or feedback prints (percent, one decimal), against the core.
void TestCourse::lesson2MixdownFiguresMatchTheCore_data() {
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("dk");
    QTest::addColumn<double>("percent");
    QTest::addRow("A at 4, under 90 percent") << "peaked" << 4 << 88.6;
    QTest::addRow("A at 8, over 90 percent") << "peaked" << 8 << 96.1;
    QTest::addRow("B at 8") << "flat" << 8 << 39.3;
    QTest::addRow("B at 32") << "flat" << 32 << 58.0;
    QTest::addRow("B at 64") << "flat" << 64 << 70.1;
    QTest::addRow("B at 128, under 90 percent") << "flat" << 128 << 81.7;
    QTest::addRow("B at 256, the first stop over 90 percent") << "flat" << 256 << 90.9;
}

void TestCourse::lesson2MixdownFiguresMatchTheCore() {
    QFETCH(QString, query);
    QFETCH(int, dk);
    QFETCH(double, percent);
    const Block& weights = block(lesson2(), QStringLiteral("mix-weights"));
    const double top = 100.0 * maxWeightOf(weightsOf(weights, dk, false, query));
    QVERIFY2(std::abs(top - percent) <= 0.05, qPrintable(QString::number(top, 'f', 3)));
}

// course40 (issue 22, lect37): "Which d_k?" explained three fixed settings, so a student at
// d_model 1024 with 4 heads never read sqrt(256) = 16. The explanation cannot compute from the
// sliders, so it lists every d_k they make with its divisor ("256 → 16", "128 → 11.314").
void TestCourse::headDivisorExplainsEverySetting() {
    const auto de =
        lessons::loadLessonFile(lessonDir() + QStringLiteral("/03-interview-sqrt-dk.de.lesson.md"));
    QVERIFY(de.lesson);
    const QList<std::pair<const Lesson*, QLocale>> editions{
        {&lesson3(), QLocale::c()}, {&*de.lesson, QLocale(QLocale::German)}};
    for (const auto& [l, locale] : editions) {
        const QString explanation =
            block(*l, QStringLiteral("trap-head-divisor")).text(QStringLiteral("explanation"));
        int settings = 0;
        for (int dmodel : sliderStops(*l, QStringLiteral("dmodel"))) {
            for (int heads : sliderStops(*l, QStringLiteral("heads"))) {
                const int dk = dmodel / heads;
                const double root = std::sqrt(double(dk));
                const bool whole = root == std::floor(root);
                const QString written =
                    QString::number(dk) + QStringLiteral(" → ") +
                    (whole ? QString::number(int(root)) : locale.toString(root, 'f', 3));
                QVERIFY2(
                    explanation.contains(written),
                    qPrintable(QStringLiteral("%1 / %2: %3").arg(dmodel).arg(heads).arg(written)));
                ++settings;
            }
        }
        QCOMPARE(settings, 16);
    }
}

void TestCourse::lesson3PredictionsMatchTheCore() {
    const Block& saturation = block(lesson3(), QStringLiteral("saturation"));
    QVERIFY(maxWeightOf(weightsOf(saturation, 1)) < 1.0 / 3.0); // "under a third"
    QVERIFY(maxWeightOf(weightsOf(saturation, 16)) < 0.9);      // "70.1% at 16"
    QVERIFY(maxWeightOf(weightsOf(saturation, 64)) > 0.9);      // "passes 90% only at 64"
    QVERIFY(maxWeightOf(weightsOf(saturation, 256)) > 0.99);    // "99.2% at 256"
    QVERIFY(maxWeightOf(weightsOf(saturation, 1024)) > 0.99);
    const Block& jacobian = block(lesson3(), QStringLiteral("jacobian"));
    auto factors = [&](int dk) {
        const auto f = attn::gradientFactor(weightsOf(jacobian, dk));
        return f.ok() ? f.value() : Eigen::VectorXd();
    };
    QVERIFY(factors(1024).maxCoeff() < 0.01); // every diagonal entry vanishes
    // The winner's entry rises while its weight climbs to one half, then falls.
    QVERIFY(factors(4)[0] > factors(1)[0]);
    QVERIFY(factors(64)[0] < factors(1)[0]);
    // The runner-up's entry rises first too, while the four lowest sink at once; from 16 on every
    // entry lies below its start.
    QVERIFY(factors(4)[1] > factors(1)[1]);
    for (int i = 2; i < 6; ++i)
        QVERIFY(factors(4)[i] < factors(1)[i]);
    for (int dk : {16, 64, 256})
        for (int i = 0; i < 6; ++i)
            QVERIFY(factors(dk)[i] < factors(1)[i]);
    // predict-gradient's two rows: the diagonal entries add up to about 0.715 and 0.078, as its
    // explanation says, and the sharp row's winner has the smaller entry of the two winners.
    const Block& rows = block(lesson3(), QStringLiteral("predict-gradient"));
    QVERIFY(rows.text(QStringLiteral("prompt"))
                .contains(QLatin1String("(0.40, 0.30, 0.15, 0.10, 0.05)")));
    QVERIFY(rows.text(QStringLiteral("prompt"))
                .contains(QLatin1String("(0.96, 0.02, 0.01, 0.005, 0.005)")));
    Eigen::VectorXd spread(5), sharp(5);
    spread << 0.40, 0.30, 0.15, 0.10, 0.05;
    sharp << 0.96, 0.02, 0.01, 0.005, 0.005;
    const Eigen::VectorXd spreadFactors = attn::gradientFactor(spread).value();
    const Eigen::VectorXd sharpFactors = attn::gradientFactor(sharp).value();
    QCOMPARE(std::round(spreadFactors.sum() * 1000) / 1000, 0.715);
    QCOMPARE(std::round(sharpFactors.sum() * 1000) / 1000, 0.078);
    QVERIFY(sharpFactors[0] < spreadFactors[0]);
    QVERIFY(rows.text(QStringLiteral("explanation")).contains(QLatin1String("0.078")));
    QVERIFY(rows.text(QStringLiteral("explanation")).contains(QLatin1String("0.715")));
}

void TestCourse::lesson3SmallHeadsGradientIsMild() {
    const Block& buses = block(lesson3(), QStringLiteral("small-heads"));
    const Block& gradient = block(lesson3(), QStringLiteral("small-gradient"));
    QCOMPARE(gradient.list(QStringLiteral("scores")), buses.list(QStringLiteral("scores")));
    QCOMPARE(gradient.binding(QStringLiteral("dk")), buses.binding(QStringLiteral("dk")));
    QCOMPARE(gradient.binding(QStringLiteral("scale")), QStringLiteral("smallscaled"));
    const auto stops = sliderStops(lesson3(), QStringLiteral("smalldk"));
    for (int dk : {4, 16, 64, 256})
        QVERIFY(stops.contains(dk));
    auto top = [&](int dk, bool scaled) { return maxWeightOf(weightsOf(gradient, dk, scaled)); };
    auto norm = [&](int dk, bool scaled) {
        const auto n = attn::jacobianNorm(weightsOf(gradient, dk, scaled));
        return n.ok() ? n.value() : std::nan("");
    };
    // The weights part company at once ...
    QVERIFY(top(4, false) - top(4, true) > 0.1);
    QVERIFY(top(16, false) > 2.0 * top(16, true)); // 70% against 32%
    // ... the gradient stays within about a tenth at 16, then collapses.
    const double at16 = norm(16, false) / norm(16, true);
    QVERIFY2(at16 > 0.85 && at16 <= 1.0, qPrintable(QString::number(at16)));
    QVERIFY(norm(64, false) < 0.5 * norm(64, true));
    QVERIFY(norm(256, false) < 0.06 * norm(256, true));
    const auto f16 = attn::gradientFactor(weightsOf(gradient, 16, false));
    const auto f16s = attn::gradientFactor(weightsOf(gradient, 16, true));
    QVERIFY(f16.ok() && f16s.ok());
    QVERIFY(f16.value().maxCoeff() > 0.9 * f16s.value().maxCoeff());
    // Per key, only the top two stay within a tenth: the page prints each share to the percent.
    const Eigen::VectorXd share = f16.value().cwiseQuotient(f16s.value());
    const QList<int> printed = {97, 93, 41, 17, 5, 1};
    for (int i = 0; i < 6; ++i)
        QCOMPARE(int(std::lround(100 * share[i])), printed[i]);
    // "0.35 against 0.39", "40% at 64", "4% at 256"
    QCOMPARE(QString::number(norm(16, false), 'f', 2), QStringLiteral("0.35"));
    QCOMPARE(QString::number(norm(16, true), 'f', 2), QStringLiteral("0.39"));
    QCOMPARE(std::lround(100 * norm(64, false) / norm(64, true)), 40L);
    QCOMPARE(std::lround(100 * norm(256, false) / norm(256, true)), 4L);
}

void TestCourse::lesson3AnimationShowsTheScaledCase() {
    const Block& histogram = block(lesson3(), QStringLiteral("anim-histogram"));
    const Block& softmax = block(lesson3(), QStringLiteral("anim-softmax"));
    QCOMPARE(histogram.binding(QStringLiteral("scaled")), QStringLiteral("animscaled"));
    QCOMPARE(softmax.binding(QStringLiteral("scale")), QStringLiteral("animscaled"));
    QCOMPARE(lesson3().control(QStringLiteral("animscaled"))->type, QStringLiteral("toggle"));
    // The reference page's animation: the d_k slider has a Play button.
    QVERIFY(lesson3().control(QStringLiteral("animdk"))->boolean(QStringLiteral("play")));
    const Eigen::VectorXd base = weightsOf(softmax, 1, true);
    for (int dk : sliderStops(lesson3(), QStringLiteral("animdk"))) {
        long n = 0;
        const double sd = benchSd(histogram, dk, true, &n);
        QVERIFY2(std::abs(sd - 1.0) <= 4.0 * sdStandardError(1.0, 6.0 / dk, n),
                 qPrintable(QString("dk=%1 sd %2").arg(dk).arg(sd)));
        QVERIFY((weightsOf(softmax, dk, true) - base).cwiseAbs().maxCoeff() < 1e-12);
    }
}

void TestCourse::dotProductFigures() {
    const Lesson& l = dotLesson();
    const Block& q = block(l, QStringLiteral("lab-dot"));
    const Block* components = readoutContaining(l, {QStringLiteral("Components")});
    const Block* geometry = readoutContaining(l, {QStringLiteral("Lengths and angle")});
    QVERIFY(components && geometry);
    const Block* angle = l.control(QStringLiteral("angle"));
    QVERIFY(angle);
    for (double a = 0.5; a <= 3.0; a += 0.5) {
        for (double b = 0.5; b <= 3.0; b += 0.5) {
            for (double deg = 0; deg <= 180; deg += 15) {
                const double rad = deg * M_PI / 180.0;
                const Eigen::Vector2d va(a, 0.0);
                const Eigen::Vector2d vb(b * std::cos(rad), b * std::sin(rad));
                const double dot = va.dot(vb); // one product per component
                const QHash<QString, double> params = {{"alen", a}, {"blen", b}, {"angle", deg}};
                // The question keeps |a| and asks about |b| = 5 at 135 degrees, longer than b's
                // slider goes: no setting shows its answer as a dot product (it asked for b
                // mirrored to 180 - angle, which at 90 degrees is the 0 both readouts show).
                const double rad135 = 135 * M_PI / 180.0;
                const double answer =
                    va.dot(Eigen::Vector2d(5 * std::cos(rad135), 5 * std::sin(rad135)));
                QVERIFY(
                    std::abs(lessons::evaluate(q.text(QStringLiteral("expected")), params).value() -
                             answer) < 1e-12);
                // Both readouts end on the same dot product, to the two decimals they show.
                const double last1 = numbersIn(lessons::formatReadout(
                                                   components->text(QStringLiteral("text")), params)
                                                   .value())
                                         .last();
                const double last2 =
                    numbersIn(lessons::formatReadout(geometry->text(QStringLiteral("text")), params)
                                  .value())
                        .last();
                QVERIFY(std::abs(last1 - dot) <= 0.0051 && std::abs(last2 - dot) <= 0.0051);
                QVERIFY2(std::abs(last1 - answer) > 0.05 && std::abs(last2 - answer) > 0.05,
                         qPrintable(QStringLiteral("%1 at %2, %3, %4 degrees")
                                        .arg(answer)
                                        .arg(a)
                                        .arg(b)
                                        .arg(deg)));
            }
        }
    }
    // The prediction: largest at 0 degrees, zero at 90, the negative product of lengths at 180.
    QCOMPARE(block(l, QStringLiteral("predict-angle")).text(QStringLiteral("answer")),
             QStringLiteral("falls"));
    // The picture draws the lab's own sliders.
    const lessons::VectorsSpec arrows =
        lessons::VectorsSpec::from(block(l, QStringLiteral("arrows")));
    QCOMPARE(arrows.a.param, QStringLiteral("alen"));
    QCOMPARE(arrows.b.param, QStringLiteral("blen"));
    QCOMPARE(arrows.angle.param, QStringLiteral("angle"));
    for (const char* length : {"alen", "blen"})
        QVERIFY(l.control(QLatin1String(length))->number(QStringLiteral("max")) <= arrows.extent);
    // Quick check: a short key along the query loses to one four times as long at 60 degrees.
    const Eigen::Vector2d query(1.0, 0.0);
    const Eigen::Vector2d keyA(std::cos(5 * M_PI / 180), std::sin(5 * M_PI / 180));
    const Eigen::Vector2d keyB = 4.0 * Eigen::Vector2d(std::cos(M_PI / 3), std::sin(M_PI / 3));
    QVERIFY(keyB.dot(query) > 1.9 * keyA.dot(query));
}

void TestCourse::dotProductsGrowWithWidth() {
    const Lesson& l = dotLesson();
    const Block& bank = block(l, QStringLiteral("width-bank"));
    QCOMPARE(bank.binding(QStringLiteral("dk")), QStringLiteral("simdk"));
    attn::BenchConfig config;
    config.seed = std::uint64_t(bank.integer(QStringLiteral("seed")));
    config.samples = 2000;
    config.maxDk = 1024;
    auto bench = attn::DotProductBench::create(config);
    QVERIFY(bench.ok());
    const Block* readout = readoutContaining(l, {QStringLiteral("simdk")});
    QVERIFY(readout);
    for (int d : sliderStops(l, QStringLiteral("simdk"))) {
        // The readout's typical sizes: length sqrt(d) and cosine 1/sqrt(d) ...
        const QList<double> shown = numbersIn(
            lessons::formatReadout(readout->text(QStringLiteral("text")), {{"simdk", double(d)}})
                .value());
        QVERIFY(shown.size() >= 3);
        // ... measured on random vectors: root mean squares over the pairs.
        double length2 = 0, cosine2 = 0, dot2 = 0;
        for (int pair = 0; pair < config.samples; ++pair) {
            const Eigen::VectorXd a = bench.value().queryVector(pair, d);
            const Eigen::VectorXd b = bench.value().keyVector(pair, d);
            length2 += a.squaredNorm();
            const double dot = a.dot(b);
            dot2 += dot * dot;
            cosine2 += dot * dot / (a.squaredNorm() * b.squaredNorm());
        }
        const double n = config.samples;
        const double length = std::sqrt(length2 / n), cosine = std::sqrt(cosine2 / n),
                     dot = std::sqrt(dot2 / n);
        const double root = std::sqrt(double(d));
        // Bounds: 4 standard errors of an RMS over 2000 draws (relative ~ sqrt(2 / n) or less,
        // larger for the heavy-tailed products at small d).
        QVERIFY2(std::abs(length / root - 1.0) < 0.05, qPrintable(QString::number(length)));
        QVERIFY2(std::abs(dot / root - 1.0) < 0.12, qPrintable(QString::number(dot)));
        if (d > 1)
            QVERIFY2(std::abs(cosine * root - 1.0) < 0.12, qPrintable(QString::number(cosine)));
        // Written exactly (sp17: "32.0" beside "0.0312"): length √d, cosine 1/√d as one number
        // (course40: "1/√dₖ = 1/1" at d = 1). The dot product's size is the channel bank's
        // readout, not repeated here.
        QCOMPARE(shown.size(), 3);
        QCOMPARE(shown.at(1), root);
        // Three significant digits: 1/32 = 0.03125 reads 0.0312.
        QVERIFY2(std::abs(shown.at(2) - 1.0 / root) <= 0.005 / root,
                 qPrintable(QString::number(shown.at(2))));
    }
}

void TestCourse::mixingFigures() {
    const Lesson& l = mixLesson();
    // The worked mixture: scores 2, 1, 0 and values 10, 20, 60 through the core's attention.
    Eigen::MatrixXd q(1, 1), k(3, 1), v(3, 1);
    q << 1;
    k << 2, 1, 0;
    v << 10, 20, 60;
    attn::AttentionOptions unscaled;
    unscaled.scale = 1.0;
    const auto worked = attn::scaledDotProductAttention(q, k, v, unscaled);
    QVERIFY(worked.ok());
    const double output = worked.value().output(0, 0);
    const Block& table = block(l, QStringLiteral("worked-weights"));
    QCOMPARE(table.list(QStringLiteral("scores")), QList<double>({2, 1, 0}));
    QVERIFY((weightsOf(table, 1).transpose() - worked.value().weights).cwiseAbs().maxCoeff() <
            1e-12);
    const Block* readout = readoutContaining(l, {QStringLiteral("× 60")});
    QVERIFY(readout);
    const QList<double> shown =
        numbersIn(lessons::formatReadout(readout->text("text"), {}).value());
    QVERIFY(std::abs(shown.last() - output) <= 0.0051);
    QVERIFY(output > 10 && output < 20 && std::abs(output - 30) > 10); // "between 10 and 20"
    // "but nearer to 20": the third key's 0.09 x 60 outweighs the second key's 0.24 x 20.
    QVERIFY(std::abs(output - 20) < std::abs(output - 10));
    const Eigen::MatrixXd& w = worked.value().weights;
    QVERIFY(w(0, 2) * 60 > w(0, 1) * 20);
    QCOMPARE(QString::number(w(0, 2) * 60, 'f', 1), QStringLiteral("5.4"));
    QCOMPARE(QString::number(w(0, 1) * 20, 'f', 1), QStringLiteral("4.9"));

    // The steerable mixture: every slider setting, masked or not, against the core.
    Eigen::MatrixXd values(3, 2);
    values << 4, 0, 0, 4, -2, -2;
    // The output and the weights are the mixture chart's own line (tst_directmanipulation).
    const Block& lab = block(l, QStringLiteral("lab-mixture"));
    for (double z1 : {-3.0, -0.5, 0.0, 2.5, 3.0}) {
        for (double z2 : {-3.0, 1.0, 3.0}) {
            for (double z3 : {-2.0, 0.0, 3.0}) {
                for (int mask : {0, 1}) {
                    Eigen::MatrixXd scores(3, 1);
                    scores << z1, z2, z3;
                    attn::AttentionOptions options = unscaled;
                    options.mask.kind = attn::AttentionMask::Kind::Boolean;
                    options.mask.allowed.resize(1, 3);
                    options.mask.allowed << true, true, mask == 0;
                    const auto r = attn::scaledDotProductAttention(q, scores, values, options);
                    QVERIFY(r.ok());
                    const QHash<QString, double> params = {
                        {"z1", z1}, {"z2", z2}, {"z3", z3}, {"mask3", double(mask)}};
                    const double x = r.value().output(0, 0), y = r.value().output(0, 1);
                    // The question: the same weights with v1 = (8, 0), so the shown x plus 4 s_1,
                    // graded with the weights as the readout shows them, to 3 decimals (sp13 B9:
                    // 8 · 0.576 − 2 · 0.212 = 4.184 from the readout, 4.185 exactly).
                    const double s1 = r.value().weights(0, 0);
                    const double s3 = r.value().weights(0, 2);
                    const double fromReadout =
                        (8 * std::nearbyint(1000 * s1) - 2 * std::nearbyint(1000 * s3)) / 1000;
                    const double graded =
                        lessons::evaluate(lab.text(QStringLiteral("expected")), params).value();
                    QVERIFY(std::abs(graded - fromReadout) < 1e-12);
                    QVERIFY(std::abs(graded - (x + 4 * s1)) <= 0.005);
                    // A convex combination: inside the triangle of the values.
                    QVERIFY(x >= -2 && x <= 4 && y >= -2 && y <= 4);
                    if (mask)
                        QVERIFY(std::abs(x + y - 4.0) < 1e-12); // on the edge v1-v2
                }
            }
        }
    }
}

void TestCourse::mixingMaskFigures() {
    const Lesson& l = mixLesson();
    const Block& lab = block(l, QStringLiteral("mask-lab"));
    QCOMPARE(lab.list(QStringLiteral("scores")), QList<double>({2, 1, 0}));
    QCOMPARE(lab.list(QStringLiteral("dims")), QList<double>({1}));
    QCOMPARE(lab.text(QStringLiteral("scale")), QStringLiteral("none"));
    QCOMPARE(lab.text(QStringLiteral("predict")), QStringLiteral("max-weight"));
    // The lab masks the second key (course40, issue 22: masking the third gave 2, 1 -> 73.1%,
    // which the steering lab above shows with its mask on at its starting sliders).
    QVERIFY(lab.text(QStringLiteral("instructions")).contains(QStringLiteral("second score")));
    // -1000 masks like -inf: the same weights to double precision, the ratio e^2 / e^0 kept.
    Eigen::VectorXd masked(3), minusInf(3);
    masked << 2, -1000, 0;
    minusInf << 2, -std::numeric_limits<double>::infinity(), 0;
    const auto a = attn::softmax(masked), b = attn::softmax(minusInf);
    QVERIFY(a.ok() && b.ok());
    QVERIFY((a.value() - b.value()).cwiseAbs().maxCoeff() < 1e-300);
    QVERIFY(std::abs(a.value()[0] / a.value()[2] - std::exp(2.0)) < 1e-12);
    const double answer = 100.0 * softmaxTop(masked);
    QVERIFY(std::abs(answer - 88.1) < 0.05);
    // The steering lab with its mask on at its starting sliders: softmax over z1 and z2 alone.
    const QHash<QString, double> start = defaultParameters(l);
    Eigen::VectorXd steered(2);
    steered << start.value(QStringLiteral("z1")), start.value(QStringLiteral("z2"));
    const double shown = 100.0 * softmaxTop(steered);
    QVERIFY2(std::abs(shown - answer) > lab.number(QStringLiteral("tolerance")),
             qPrintable(QStringLiteral("the steering lab shows %1%").arg(shown)));
    // The quick check masks key 1 of the steering lab: at its starting scores (1, 0, 0) keys 2
    // and 3 tie, so the first component is -2 / 2; masking 0.6 / 0.3 / 0.1 renormalises.
    QCOMPARE(lessons::evaluate(block(l, "mix-numeric").text(QStringLiteral("expected")),
                               defaultParameters(l))
                 .value(),
             -1.0);
    Eigen::VectorXd logits(3);
    logits << std::log(0.6), std::log(0.3), -std::numeric_limits<double>::infinity();
    const auto renormalised = attn::softmax(logits);
    QVERIFY(renormalised.ok());
    QVERIFY(std::abs(renormalised.value()[0] - 2.0 / 3.0) < 1e-12);
    QVERIFY(std::abs(renormalised.value()[1] - 1.0 / 3.0) < 1e-12);
}

// course40 (issue 22, lect37): words a lesson file may not hold. Lesson 1 called its pair chart a
// "channel bank", lesson 4's studio word; the German lessons said "Teiler" in some places and
// "Divisor" in others for the one number the scores are divided by ("Teiler" also names a whole
// divisor of d_model in lesson 5); lesson 3's German title "Die Values mischen" read oddly.
void TestCourse::wordsThatDoNotBelong_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("word");
    QTest::addRow("1: channel bank") << "00-dot-products.lesson.md"
                                     << "channel bank";
    QTest::addRow("1 de: Kanalbank") << "00-dot-products.de.lesson.md"
                                     << "Kanalbank";
    const QStringList german =
        QDir(lessonDir()).entryList({QStringLiteral("*.de.lesson.md")}, QDir::Files, QDir::Name);
    QVERIFY(!german.isEmpty());
    for (const QString& file : german)
        QTest::addRow("%s: Teiler", qPrintable(file)) << file << "Teiler";
    QTest::addRow("3 de: title") << "01b-mixing-values.de.lesson.md"
                                 << "Die Values mischen";
}

void TestCourse::wordsThatDoNotBelong() {
    QFETCH(QString, file);
    QFETCH(QString, word);
    QFile in(lessonDir() + QLatin1Char('/') + file);
    QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(file));
    const QStringList lines = QString::fromUtf8(in.readAll()).split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i)
        QVERIFY2(!lines.at(i).contains(word),
                 qPrintable(
                     QStringLiteral("%1:%2: %3").arg(file).arg(i + 1).arg(lines.at(i).trimmed())));
}

void TestCourse::germanVariantsKeepTheFacts_data() {
    QTest::addColumn<QString>("file");
    const QStringList variants =
        QDir(lessonDir()).entryList({QStringLiteral("*.de.lesson.md")}, QDir::Files, QDir::Name);
    for (const QString& file : variants)
        QTest::newRow(qPrintable(file)) << file;
    if (variants.isEmpty())
        QTest::newRow("no variant") << QString();
}

void TestCourse::germanVariantsKeepTheFacts() {
    QFETCH(QString, file);
    QVERIFY2(!file.isEmpty(), "resources/lessons holds no German variant (*.de.lesson.md)");
    const QString plainFile =
        file.chopped(int(sizeof(".de.lesson.md")) - 1) + QStringLiteral(".lesson.md");
    QVERIFY2(kLessonFiles.contains(plainFile), qPrintable(plainFile + " is not a built-in lesson"));
    const auto result = lessons::loadLessonFile(lessonDir() + QLatin1Char('/') + file);
    // Warnings count too: the German edition opens as clean as the English one.
    QVERIFY2(result.diagnostics.isEmpty(), qPrintable(diagnosticsText(result.diagnostics)));
    QVERIFY(result.lesson.has_value());
    const Lesson& german = *result.lesson;
    const Lesson& plain = lesson(plainFile);
    QCOMPARE(german.language, QStringLiteral("de"));
    QCOMPARE(german.id, plain.id);
    QCOMPARE(german.minutes, plain.minutes);
    QCOMPARE(german.order, plain.order);
    QCOMPARE(german.requires, plain.requires);
    QVERIFY(!german.title.isEmpty() && !german.summary.isEmpty());
    QCOMPARE(factsOf(german), factsOf(plain));
}

QTEST_GUILESS_MAIN(TestCourse)
#include "tst_course.moc"
