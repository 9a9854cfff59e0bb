// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Issue 22: no question is answered by what the page shows while it is still open. For each
// question of the five built-in lessons (English and German), the page as a student sees it who
// has answered every question above it and none from it on (lessons/revealplan.h: the holds and
// reveals of the open questions applied; a walkthrough shows its steps up to the question's):
// no Lab runs the logits of a table or chart the question reveals, and none of the sentences
// that state a known answer is among the visible text.
#include "lessons/lesson.h"
#include "lessons/revealplan.h"
#include "tests/common/testpaths.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace lessons;

namespace {

// Keys whose text the student sees only once the question is answered (or never).
const QSet<QString> kShownAfterwards = {QStringLiteral("feedback"),
                                        QStringLiteral("explanation"),
                                        QStringLiteral("hint"),
                                        QStringLiteral("mistake"),
                                        QStringLiteral("expected"),
                                        QStringLiteral("answer"),
                                        QStringLiteral("review-prompt"),
                                        QStringLiteral("review-explanation"),
                                        QStringLiteral("model"),
                                        QStringLiteral("rubric"),
                                        QStringLiteral("id"),
                                        QStringLiteral("param")};

Lesson load(const QString& file) {
    const ParseResult result =
        loadLessonFile(testpaths::source(u"resources/lessons/") + file, Checks::All);
    return result.lesson.value_or(Lesson{});
}

// Every block in document order (a group before its children).
void flatten(const QList<Block>& blocks, QList<const Block*>* out) {
    for (const Block& block : blocks) {
        out->append(&block);
        flatten(block.children, out);
    }
}

bool contains(const QList<Block>& blocks, const Block* wanted) {
    for (const Block& block : blocks) {
        if (&block == wanted || contains(block.children, wanted))
            return true;
    }
    return false;
}

// What the page shows while `asked` is the first open question.
class OpenQuestion {
public:
    OpenQuestion(const Lesson& lesson, const RevealPlan& plan, const Block* asked)
        : lesson_(lesson) {
        QList<const Block*> order;
        flatten(lesson.blocks, &order);
        const int askedAt = order.indexOf(asked);
        const auto open = [&](const Block* question) { return order.indexOf(question) >= askedAt; };
        for (const RevealPlan::Hold& hold : plan.holds) {
            if (open(hold.question)) {
                for (int i = hold.first; i < hold.end; ++i)
                    hidden_.insert(&lesson.blocks.at(i));
            }
        }
        for (const RevealPlan::Reveal& reveal : plan.reveals) {
            if (!open(reveal.question))
                continue;
            hidden_.insert(reveal.target);
            for (const Block* follower : reveal.followers)
                hidden_.insert(follower);
        }
        // A walkthrough's Next waits for each step's prediction: no step after the asked one.
        for (const Block& group : lesson.blocks) {
            if (group.type != QLatin1String("walkthrough") || !contains(group.children, asked))
                continue;
            bool after = false;
            for (const Block& step : group.children) {
                if (after)
                    hidden_.insert(&step);
                after = after || &step == asked || contains(step.children, asked);
            }
        }
    }

    QList<const Block*> visibleBlocks() const {
        QList<const Block*> out;
        collect(lesson_.blocks, &out);
        return out;
    }

    // The visible text as written, every run of white space one space.
    QString text() const {
        QStringList parts;
        for (const Block* block : visibleBlocks()) {
            if (block->type == QLatin1String("prose")) {
                parts.append(block->source);
                continue;
            }
            for (const Entry& entry : block->entries) {
                if (!kShownAfterwards.contains(entry.key))
                    parts.append(entry.value);
            }
        }
        return parts.join(QLatin1Char(' ')).simplified();
    }

private:
    void collect(const QList<Block>& blocks, QList<const Block*>* out) const {
        for (const Block& block : blocks) {
            if (hidden_.contains(&block))
                continue;
            out->append(&block);
            collect(block.children, out);
        }
    }

    const Lesson& lesson_;
    QSet<const Block*> hidden_;
};

const QStringList kLessonFiles = {
    QStringLiteral("00-dot-products"), QStringLiteral("01-scaled-dot-product"),
    QStringLiteral("01b-mixing-values"), QStringLiteral("02-gain-knob"),
    QStringLiteral("03-interview-sqrt-dk")};

} // namespace

class TestAnswersAfter : public QObject {
    Q_OBJECT
private slots:
    void noLabRunsARevealedFigure_data();
    void noLabRunsARevealedFigure();
    void noVisibleSentenceStatesTheAnswer_data();
    void noVisibleSentenceStatesTheAnswer();
    void nothingReadBeforeTheDivisorQuestionNamesIt_data();
    void nothingReadBeforeTheDivisorQuestionNamesIt();
};

void TestAnswersAfter::noLabRunsARevealedFigure_data() {
    QTest::addColumn<QString>("file");
    for (const QString& name : kLessonFiles) {
        QTest::addRow("%s", qPrintable(name)) << name + QStringLiteral(".lesson.md");
        QTest::addRow("%s de", qPrintable(name)) << name + QStringLiteral(".de.lesson.md");
    }
}

// sp29: lesson 2's Lab below "Predict before you look" starts with the logits 0, 4, 2 at
// d_k = 1, 4 and 16, the table the prediction reveals; one Run showed its answer. Lesson 3's mask
// Lab starts from the worked mixture's 2, 1, 0 two sections below `predict-mixture`.
void TestAnswersAfter::noLabRunsARevealedFigure() {
    QFETCH(QString, file);
    const Lesson lesson = load(file);
    QVERIFY2(!lesson.blocks.isEmpty(), qPrintable(file));
    const RevealPlan plan = RevealPlan::of(lesson);
    int checked = 0;
    for (const RevealPlan::Reveal& reveal : plan.reveals) {
        // A Lab runs softmax of its logits divided by a width: what a softmax figure shows.
        const QList<double> scores = reveal.target->list(QStringLiteral("scores"));
        if (reveal.target->kind() != QLatin1String("softmax") || scores.isEmpty())
            continue;
        ++checked;
        const OpenQuestion page(lesson, plan, reveal.question);
        for (const Block* block : page.visibleBlocks()) {
            QVERIFY2(block->type != QLatin1String("lab") ||
                         block->list(QStringLiteral("scores")) != scores,
                     qPrintable(QStringLiteral("%1: the Lab %2 runs the logits that %3 reveals "
                                               "(%4) while %5 is open")
                                    .arg(file, block->id(), reveal.question->id(),
                                         reveal.target->id(), reveal.question->id())));
        }
    }
    // Every lesson but the first reveals a figure of fixed logits.
    if (!file.startsWith(QLatin1String("00-")))
        QVERIFY(checked > 0);
}

void TestAnswersAfter::noVisibleSentenceStatesTheAnswer_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("question");
    QTest::addColumn<QStringList>("answers"); // "#id": a block that answers it
    // sp29: Track 3's prompt ("the spread at exactly σ = 8" at d_k = 64), Track 5's option
    // "about √1024, as before", the console's caption and the quick check said how the spread
    // grows, which answers what doubles with the channels. sp30 #8: Track 7's console stood open
    // with its gain toggle "divide by √dₖ" and its √dₖ-grown logit table.
    QTest::addRow("gain knob: what doubles") << "02-gain-knob.lesson.md"
                                             << "predict-key-variance-four"
                                             << QStringList{"\\sigma = 8$",
                                                            "\\sigma = 16$",
                                                            "\\sqrt{1024}",
                                                            "grow with $\\sqrt{d_k}$",
                                                            "times $\\sqrt{d_k}$",
                                                            "× $\\sqrt{d_k}$",
                                                            "divide by $\\sqrt{d_k}$",
                                                            "#mix-logits"};
    QTest::addRow("gain knob de: what doubles") << "02-gain-knob.de.lesson.md"
                                                << "predict-key-variance-four"
                                                << QStringList{"\\sigma = 8$",
                                                               "\\sigma = 16$",
                                                               "\\sqrt{1024}",
                                                               "wachsen mit $\\sqrt{d_k}$",
                                                               "mal $\\sqrt{d_k}$",
                                                               "× $\\sqrt{d_k}$",
                                                               "durch $\\sqrt{d_k}$ teilen",
                                                               "#mix-logits"};
    // The quick check's options worked out √256 = 16 and √16 = 4 below the width prediction.
    QTest::addRow("dot products: width")
        << "00-dot-products.lesson.md"
        << "predict-width" << QStringList{"16 of them give 256", "About 4, as with unit entries"};
    QTest::addRow("dot products de: width")
        << "00-dot-products.de.lesson.md"
        << "predict-width"
        << QStringList{"16 davon ergeben 256", "Etwa 4, wie bei Einträgen der Varianz 1"};
    // Track 7's option said query A ends with one lit key, Track 4's answer.
    QTest::addRow("gain knob: clipping") << "02-gain-knob.lesson.md"
                                         << "predict-clip" << QStringList{"just like query A"};
    QTest::addRow("gain knob de: clipping")
        << "02-gain-knob.de.lesson.md"
        << "predict-clip" << QStringList{"genau wie bei Query A"};
    // The quick check divides by √256 = 16 before Track 8 asks for the temperature.
    QTest::addRow("gain knob: temperature")
        << "02-gain-knob.lesson.md"
        << "predict-temperature-width-16"
        << QStringList{"divides every score by $\\sqrt{256} = 16$"};
    QTest::addRow("gain knob de: temperature")
        << "02-gain-knob.de.lesson.md"
        << "predict-temperature-width-16"
        << QStringList{"teilt jeden Score weiter durch $\\sqrt{256} = 16$"};
    // The negative scores' prediction below answers the divisor's: the leader loses weight.
    QTest::addRow("scaled: divisor")
        << "01-scaled-dot-product.lesson.md"
        << "predict-divisor"
        << QStringList{"with less of the weight each time", "The Lab below starts"};
    QTest::addRow("scaled de: divisor")
        << "01-scaled-dot-product.de.lesson.md"
        << "predict-divisor"
        << QStringList{"jedes Mal mit weniger Gewicht", "das Labor unten beginnt"};
    // course34: links 3-5 of the sqrt(d_k) chain, shown since predict-root, said that dividing by
    // sqrt(d_k) cancels the sharpening; they now follow the fixed-logits table.
    QTest::addRow("scaled: divisor, the chain")
        << "01-scaled-dot-product.lesson.md"
        << "predict-divisor" << QStringList{"for no reason other than the width", "cancels that."};
    QTest::addRow("scaled de: divisor, the chain")
        << "01-scaled-dot-product.de.lesson.md"
        << "predict-divisor" << QStringList{"allein wegen der Dimension", "hebt das auf"};
    // sp29: "Watch it happen" printed √64 = 8 and the theory's √dₖ under step 1.
    QTest::addRow("interview: variance")
        << "03-interview-sqrt-dk.lesson.md"
        << "predict-wide-head-variance"
        << QStringList{"\\sqrt{64}$ =", "{sqrt(animdk)", "\\text{Var}(q \\cdot k) = d_k"};
    QTest::addRow("interview de: variance")
        << "03-interview-sqrt-dk.de.lesson.md"
        << "predict-wide-head-variance"
        << QStringList{"\\sqrt{64}$ =", "{sqrt(animdk)", "\\text{Var}(q \\cdot k) = d_k"};
    // course34: the convex-combination bullets and the Goal line stood above the steering lab.
    QTest::addRow("mixing: steer")
        << "01b-mixing-values.lesson.md"
        << "predict-steer"
        << QStringList{"almost a copy of one value", "inside the triangle (or polygon)",
                       "always lies"};
    QTest::addRow("mixing de: steer")
        << "01b-mixing-values.de.lesson.md"
        << "predict-steer"
        << QStringList{"fast zur Kopie eines Values", "im Dreieck (oder Vieleck)",
                       "immer „zwischen“"};
    // course40 (issue 22): Track 7 asks where query B's top key passes 90% with the gain off;
    // the slider stop and the factor 64 are its answer.
    QTest::addRow("gain knob: mixdown")
        << "02-gain-knob.lesson.md"
        << "predict-mixdown-ninety" << QStringList{"90.9% at 256", "64 times"};
    QTest::addRow("gain knob de: mixdown")
        << "02-gain-knob.de.lesson.md"
        << "predict-mixdown-ninety" << QStringList{"90,9 % bei", "64-Fache"};
}

void TestAnswersAfter::noVisibleSentenceStatesTheAnswer() {
    QFETCH(QString, file);
    QFETCH(QString, question);
    QFETCH(QStringList, answers);
    const Lesson lesson = load(file);
    const Block* asked = lesson.findById(question);
    QVERIFY2(asked, qPrintable(question));
    const RevealPlan plan = RevealPlan::of(lesson);
    const OpenQuestion page(lesson, plan, asked);
    const QString visible = page.text();
    QStringList visibleIds;
    for (const Block* block : page.visibleBlocks())
        visibleIds.append(QLatin1Char('#') + block->id());
    for (const QString& answer : answers) {
        if (answer.startsWith(QLatin1Char('#'))) {
            QVERIFY2(!visibleIds.contains(answer),
                     qPrintable(QStringLiteral("%1: %2 is on the page while %3 is open")
                                    .arg(file, answer.mid(1), question)));
            continue;
        }
        QVERIFY2(!visible.contains(answer),
                 qPrintable(QStringLiteral("%1: \"%2\" is on the page while %3 is open")
                                .arg(file, answer, question)));
    }
}

void TestAnswersAfter::nothingReadBeforeTheDivisorQuestionNamesIt_data() {
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QString>("divisorNamed");
    // sp30 #2: lesson 1's Next card ended "why attention divides its scores by √dₖ".
    QTest::addRow("en")
        << ".lesson.md"
        << R"(divid\w*[^.]{0,60}(\\sqrt\{d_k\}|square root|√)|\bby \$\\sqrt\{d_k\}\$)";
    QTest::addRow("de")
        << ".de.lesson.md"
        << R"(\b(teilt|teilen|geteilt|dividiert)\b[^.]{0,60}(\\sqrt\{d_k\}|Wurzel|√))"
           R"(|durch \$\\sqrt\{d_k\}\$|durch die Wurzel)";
}

// Lesson 2's first question asks for the divisor. Before it a student has read every lesson's
// title and summary (the lesson list), all of lesson 1 and lesson 2's page up to the question.
void TestAnswersAfter::nothingReadBeforeTheDivisorQuestionNamesIt() {
    QFETCH(QString, suffix);
    QFETCH(QString, divisorNamed);
    const QRegularExpression pattern(divisorNamed);
    QVERIFY2(pattern.isValid(), qPrintable(pattern.errorString()));
    QStringList read;
    for (const QString& name : kLessonFiles) {
        const Lesson lesson = load(name + suffix);
        QVERIFY2(!lesson.blocks.isEmpty(), qPrintable(name + suffix));
        read << lesson.title << lesson.summary;
    }
    QList<const Block*> firstLesson;
    const Lesson dotProducts = load(kLessonFiles.first() + suffix);
    flatten(dotProducts.blocks, &firstLesson);
    for (const Block* block : firstLesson) {
        read << block->source;
        for (const Entry& entry : block->entries)
            read << entry.value;
    }
    const Lesson scaled = load(QStringLiteral("01-scaled-dot-product") + suffix);
    const Block* asked = scaled.findById(QStringLiteral("predict-root"));
    QVERIFY(asked);
    read << OpenQuestion(scaled, RevealPlan::of(scaled), asked).text();
    const QRegularExpressionMatch named = pattern.match(read.join(QLatin1Char(' ')).simplified());
    QVERIFY2(!named.hasMatch(),
             qPrintable(QStringLiteral("\"%1\" is read before lesson 2 asks for the divisor")
                            .arg(named.captured())));
}

QTEST_GUILESS_MAIN(TestAnswersAfter)
#include "tst_answersafter.moc"
