// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/recordsummary.h"

#include "lessons/blockspecs.h"
#include "lessons/completion.h"
#include "lessons/course.h"
#include "lessons/displaytext.h"
#include "lessons/grading.h"
#include "lessons/kinds/asked.h"
#include "lessons/labsession.h"
#include "lessons/lesson.h"
#include "lessons/math.h"
#include "lessons/record.h"
#include "lessons/recordorder.h"
#include "lessons/typednumbers.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <climits>
#include <cmath>

namespace lessons {
namespace {

QString isoTime(const QDateTime& t) {
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

void addInto(LessonSummary* total, const LessonSummary& s) {
    total->questions += s.questions;
    total->answered += s.answered;
    total->correct += s.correct;
    total->predictionSlots += s.predictionSlots;
    total->predictionsMade += s.predictionsMade;
    total->predictionsMatched += s.predictionsMatched;
    total->explains += s.explains;
    total->explainsWritten += s.explainsWritten;
    total->secondsSpent += s.secondsSpent;
    if (s.lastOpened.isValid() &&
        (!total->lastOpened.isValid() || s.lastOpened > total->lastOpened))
        total->lastOpened = s.lastOpened;
    if (s.lastActivity.isValid() &&
        (!total->lastActivity.isValid() || s.lastActivity > total->lastActivity))
        total->lastActivity = s.lastActivity;
}

QByteArray csvField(const QString& text) {
    QString field = text;
    // A spreadsheet runs a cell that starts with = + - @ (or a tab or CR before one) as a formula;
    // lesson titles come from untrusted folders and answers are typed freely. A plain number
    // ("-2.5") stays a number.
    static const QString kFormulaStarts = QStringLiteral("=+-@\t\r");
    bool isNumber = false;
    const double value = field.toDouble(&isNumber);
    // toDouble() skips surrounding white space: "\t-2" is no plain number but a tab before one.
    // It also reads "-inf", which a spreadsheet runs as the formula =-inf.
    isNumber = isNumber && field == field.trimmed() && std::isfinite(value);
    // Spreadsheets skip leading spaces before a formula too (" =1+1" ran as =1+1, issue 24):
    // the first character that is not a space decides.
    const qsizetype first =
        std::find_if(field.cbegin(), field.cend(), [](QChar c) { return c != QLatin1Char(' '); }) -
        field.cbegin();
    if (first < field.size() && kFormulaStarts.contains(field.at(first)) && !isNumber)
        field.prepend(QLatin1Char('\''));
    // Quoted as well when it holds a ';' or a tab: a spreadsheet that splits at those (German
    // ones split at ';') would start a new cell there, and "x;=1+1" would hold a formula.
    if (field.contains(QLatin1Char('"')) || field.contains(QLatin1Char(',')) ||
        field.contains(QLatin1Char(';')) || field.contains(QLatin1Char('\t')) ||
        field.contains(QLatin1Char('\n')) || field.contains(QLatin1Char('\r'))) {
        field.replace(QLatin1String("\""), QLatin1String("\"\""));
        field = QLatin1Char('"') + field + QLatin1Char('"');
    }
    return field.toUtf8();
}

// A report writes a typed number with every digit the student gave (formatNumber: "−11",
// "3.54", "3.005"), the lesson's answer and the review's alike: rounded to three digits, a
// typed 3.005 read "3.00" beside ✘ in the overview, which looks right (sp20). Read as the
// grading read it (parseNumber: a decimal comma or point, never a group separator), so " 3,540 "
// is 3.54 in every language (QLocale::toDouble read it as 3540 in English, and a review answer
// reached the report as typed). Not a number: `fallback`.
QString reportNumber(const QString& typed, const QString& fallback) {
    const QLocale locale;
    const Result<double> value = parseNumber(typed, locale);
    return value ? formatNumber(value.value(), locale, 12) : fallback;
}

// The CSV's form of a number, for spreadsheets in every language: C locale, the shortest digits
// that give the same double, no exponent, a hyphen-minus ("-3.54"); the report's and the
// screen's forms are the locale's.
QString csvNumber(double value) {
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::OmitGroupSeparator);
    return c.toString(value, 'f', QLocale::FloatingPointShortest);
}

// A typed answer in the CSV: a number (read as the grading read it) in the C form, anything
// else as typed.
QString csvAnswer(const QString& typed) {
    const Result<double> value = parseNumber(typed, QLocale());
    return value ? csvNumber(value.value()) : typed;
}

// "d_model", "x_(i+1)": what the plain form writes for a script Unicode has no letters for.
const QRegularExpression& identifierInPlainText() {
    static const QRegularExpression identifier(
        QStringLiteral("[^\\s=,;]*[\\p{L}\\p{N})]_[\\p{L}\\p{N}(][^\\s=,;]*"));
    return identifier;
}

// A control's name as plain text with no identifier in it: Unicode has no subscript d, so the
// plain form of "Model dimension $d_{\text{model}}$" read "Model dimension d_model" in the CSV,
// whose prompts write "dₖ" (issue 19). Such a name keeps its words ("Model dimension"); a name
// that is all math is said in words ("d sub model"), as a screen reader says it.
QString plainName(const DisplayText& name) {
    if (!name.plain.contains(identifierInPlainText()))
        return name.plain;
    const QString words = QString(name.plain).remove(identifierInPlainText()).simplified();
    const bool hasWords =
        std::any_of(words.cbegin(), words.cend(), [](QChar c) { return c.isLetter(); });
    return hasWords ? words : name.spoken;
}

// The controls' values an answer was checked at, in the order of the lesson's controls:
// Markdown for the summary's views that typeset math (the PDF typesets "d<sub>model</sub>"),
// plain for the overview and the CSV (plainName); by parameter name where the course no longer
// has the lesson. Empty when the answer read none.
struct CheckedAtForms {
    QString markdown;
    QString plain;
};
CheckedAtForms checkedAtForms(const Lesson* lesson, const QHash<QString, double>& values,
                              const QLocale& locale) {
    if (values.isEmpty())
        return {};
    if (!lesson) {
        QStringList names = values.keys();
        names.sort();
        QStringList parts;
        for (const QString& name : std::as_const(names))
            parts.append(name + QStringLiteral(" = ") + formatNumber(values.value(name), locale));
        const QString joined = parts.join(listSeparator(locale));
        return {joined, joined};
    }
    CheckedAtForms out;
    out.markdown = parameterValues(*lesson, values, locale).markdown;
    // Each value on its own, in parameterValues' order, so its name can be put in plain words.
    const QStringList names = parameterNamesInPageOrder(*lesson, values);
    QStringList parts;
    for (const QString& name : std::as_const(names)) {
        const QString one = parameterValues(*lesson, {{name, values.value(name)}}, locale).plain;
        const DisplayText label = parameterName(*lesson, name);
        parts.append(one.startsWith(label.plain) ? plainName(label) + one.mid(label.plain.size())
                                                 : one);
    }
    out.plain = parts.join(listSeparator(locale));
    return out;
}

// Where each lab and question stands in `blocks`, top to bottom, steps and groups included.
void numberInPageOrder(const QList<Block>& blocks, QHash<QString, int>* order) {
    for (const Block& block : blocks) {
        const BlockType type = blockType(block);
        if ((type == BlockType::Lab || type == BlockType::Question) && !order->contains(block.id()))
            order->insert(block.id(), int(order->size()));
        numberInPageOrder(block.children, order);
    }
}

} // namespace

LessonSummary summarizeLesson(const Lesson& lesson, const LessonProgress* progress) {
    const LessonProgress empty;
    const LessonProgress& p = progress ? *progress : empty;
    LessonSummary s;
    s.lessonId = lesson.id;
    s.title = plainTextWithMath(lesson.title); // reports and tables show no TeX
    s.secondsSpent = p.secondsSpent;
    s.lastOpened = p.lastOpened;
    auto touch = [&s](const QDateTime& at) {
        if (at.isValid() && (!s.lastActivity.isValid() || at > s.lastActivity))
            s.lastActivity = at;
    };

    for (const Block* block : blocksOfType(lesson.blocks, BlockType::Lab)) {
        const LabSpec* labSpec = block->specAs<LabSpec>();
        if (!labSpec || labSpec->predict == PredictKind::None)
            continue;
        const LabSpec& lab = *labSpec;
        ++s.predictionSlots;
        const auto it = p.predictions.constFind(lab.id);
        if (it == p.predictions.cend())
            continue;
        const QList<EarlierPrediction> tries = labAttempts(*it);
        const qsizetype counted = countedLabAttempt(tries);
        // A lab only ever practised counts as not predicted, yet shows its latest practice
        // attempt, marked, and the others under it (review32 #6: it read as never tried).
        const bool practiceOnly = counted < 0;
        const qsizetype headline = practiceOnly ? tries.size() - 1 : counted;
        const EarlierPrediction& first = tries.at(headline);
        if (!practiceOnly) {
            ++s.predictionsMade;
            s.predictionsMatched += first.correct ? 1 : 0;
        }
        // Records before the lab stored what it showed hold "sharper" or a bare number.
        const QLocale locale;
        const QString predicted = labPredictedText(first.predicted, lab.predict, locale);
        s.predictionRows.append(
            {lab.id, lab.predictPromptHtml.isEmpty() ? lab.titleHtml : lab.predictPromptHtml,
             practiceOnly ? QCoreApplication::translate("lessons", "%1 (practice, not counted)",
                                                        "a lab's prediction")
                                .arg(predicted)
                          : predicted,
             labOutcomeText(first.observed, lab.predict, locale), first.correct, first.at,
             int(tries.size())});
        s.predictionRows.last().practice = practiceOnly;
        for (qsizetype i = 0; i < tries.size(); ++i) {
            if (i == headline)
                continue;
            const EarlierPrediction& e = tries.at(i);
            s.predictionRows.last().others.append(
                {labPredictedText(e.predicted, lab.predict, locale),
                 labOutcomeText(e.observed, lab.predict, locale), e.correct, e.at});
        }
        touch(it->at);
    }

    for (const Block* question : questionBlocks(lesson.blocks)) {
        const QuestionSpec* questionSpec = question->specAs<QuestionSpec>();
        if (!questionSpec)
            continue;
        const QuestionSpec& spec = *questionSpec;
        QuestionSummary row;
        row.id = spec.id;
        row.prompt = spec.promptHtml;
        row.numeric = spec.kind == QuestionKind::Numeric;
        row.predict = spec.predictStyle;
        const auto found = p.answers.constFind(row.id);
        const bool hasAnswer = found != p.answers.cend();
        const AnswerRecord answer = hasAnswer ? *found : AnswerRecord();
        row.answerGone = hasAnswer && answerNamesMissingOption(spec, answer);
        if (hasAnswer && !row.answerGone) {
            row.answered = true;
            row.correct = answer.correct;
            row.lastAnswer = answerText(&lesson, row.id, answer.choices, answer.typed);
            if (row.numeric)
                row.lastAnswer = reportNumber(answer.typed, row.lastAnswer);
            row.at = answer.at;
            const CheckedAtForms checked = checkedAtForms(&lesson, answer.checkedAt, QLocale());
            row.checkedAt = checked.markdown;
            row.checkedAtPlain = checked.plain;
            touch(answer.at);
        }
        const QList<Attempt> attempts = attemptsOf(p, row.id);
        // The lesson's tries only: a review's show in its own row (sp13 B3: 2 tries in the
        // lesson and 2 in the review read "Attempts 4" beside the lesson's answer).
        row.attempts = int(std::count_if(attempts.cbegin(), attempts.cend(),
                                         [](const Attempt& a) { return !a.review; }));
        row.reviewAttempts = int(attempts.size()) - row.attempts;
        // A question checked at the controls' values lists its earlier tries with theirs: "64"
        // and "11.3" under "Which dₖ?" read as a wrong and a right answer to one question, where
        // the sliders had moved between them (issue 19). The last lesson try is the current
        // answer (lessons::addAttempt), shown above.
        const bool dependsOnControls =
            std::any_of(attempts.cbegin(), attempts.cend(),
                        [](const Attempt& a) { return !a.review && !a.checkedAt.isEmpty(); });
        if (dependsOnControls && !row.answerGone) {
            QList<TrySummary> tries;
            for (const Attempt& a : attempts) {
                if (a.review)
                    continue;
                QString shown = answerText(&lesson, row.id, a.choices, a.typed);
                if (row.numeric)
                    shown = reportNumber(a.typed, shown);
                const CheckedAtForms checked = checkedAtForms(&lesson, a.checkedAt, QLocale());
                tries.append({shown, a.correct, a.at, checked.markdown, checked.plain});
            }
            if (!tries.isEmpty())
                tries.removeLast();
            row.earlierTries = tries;
        }
        int reviewTries = 0; // on the day of the last review
        for (auto it = attempts.crbegin(); it != attempts.crend(); ++it) {
            if (!it->review)
                continue;
            QString shown = answerText(&lesson, row.id, it->choices, it->typed);
            if (row.numeric)
                shown = reportNumber(it->typed, shown);
            if (!row.reviewed) {
                row.reviewed = true;
                row.reviewRetryAnswer = shown;
                row.reviewRetryCorrect = it->correct;
                touch(it->at); // "Last answer" is the review's when it came later
            } else if (it->at.toLocalTime().date() != row.reviewAt.toLocalTime().date()) {
                break;
            }
            // Walking back in time, the day's first answer is the last one seen. (A right retry
            // read "correct" in the report while the card said the first answer missed, and then
            // the retry's answer stood beside the first one's "not correct": a student pass.)
            ++reviewTries;
            row.reviewAnswer = shown;
            row.reviewCorrect = it->correct;
            row.reviewAt = it->at;
            row.reviewCheckedAt = checkedAtForms(&lesson, it->checkedAt, QLocale()).markdown;
        }
        row.reviewRetried = reviewTries > 1;
        if (!row.reviewRetried) {
            row.reviewRetryAnswer.clear();
            row.reviewRetryCorrect = false;
        }
        // A prediction is a commitment, not a graded question (sp19): it is counted with the
        // predictions only, never as a question answered or missed.
        if (!row.predict) {
            ++s.questions;
            s.answered += row.answered ? 1 : 0;
            s.correct += row.correct ? 1 : 0;
        } else {
            ++s.predictionSlots;
            if (row.answered) {
                ++s.predictionsMade;
                s.predictionsMatched += row.correct ? 1 : 0;
                // A numeric prediction's expected value at the parameters it was checked at: the
                // option list is empty for it, and the record read "—" where the page had
                // shown 8 (sp32).
                QString expected = row.numeric
                                       ? expectedAnswerText(spec, answer.checkedAt, QLocale())
                                       : answerText(&lesson, row.id, spec.answer, {});
                // A lesson edited since the answer was checked: an expected value the kept
                // verdict contradicts ("predicted 8, expected 2, matched") is not printed, as
                // the page does not restore such an answer (review33 #2).
                if (row.numeric) {
                    const Grade again =
                        gradeNumeric(spec, answer.typed, answer.checkedAt, QLocale());
                    if (again.answered && again.correct != answer.correct)
                        expected.clear();
                }
                s.predictionRows.append(
                    {row.id, row.prompt, row.lastAnswer, expected, row.correct, row.at});
                s.predictionRows.last().checkedAt = row.checkedAt;
                s.predictionRows.last().checkedAtPlain = row.checkedAtPlain;
            }
        }
        s.questionRows.append(row);
    }

    // In the lesson's order: the labs' rows came first, and the record listed lesson 2's lab
    // above the two predictions the student makes before it (sp30).
    QHash<QString, int> order;
    numberInPageOrder(lesson.blocks, &order);
    std::stable_sort(s.predictionRows.begin(), s.predictionRows.end(),
                     [&order](const PredictionSummary& a, const PredictionSummary& b) {
                         return order.value(a.id, INT_MAX) < order.value(b.id, INT_MAX);
                     });

    for (const Block* block : blocksOfType(lesson.blocks, BlockType::Explain)) {
        const ExplainSpec* explainSpec = block->specAs<ExplainSpec>();
        if (!explainSpec)
            continue;
        const ExplainSpec& explain = *explainSpec;
        ExplainSummary row;
        row.id = explain.id;
        row.prompt = explain.promptHtml;
        row.rubricItems = int(explain.rubricHtml.size());
        const auto it = p.explains.constFind(row.id);
        if (it != p.explains.cend()) {
            row.text = it->text;
            row.ticked = int(it->ticked.size());
        }
        ++s.explains;
        // A real attempt counts, as for opening the model answer: "ok" or five words do not.
        s.explainsWritten += isExplanationAttempt(row.text) ? 1 : 0;
        s.explainRows.append(row);
    }
    return s;
}

CourseSummary summarizeCourse(const Course& course, const ProgressStore& store) {
    CourseSummary summary;
    summary.totals.title = QStringLiteral("Total");
    for (const Lesson& lesson : course.lessons) {
        summary.lessons.append(summarizeLesson(lesson, store.find(lesson.id)));
        addInto(&summary.totals, summary.lessons.last());
    }
    return summary;
}

bool writeRecordCsv(const Course& course, const ProgressStore& store,
                    const std::function<bool(const QByteArray&)>& write) {
    // Handed on in pieces of about this size: the text of a million rows is never whole.
    constexpr qsizetype kPiece = qsizetype(1) << 20;
    // question_prompt came last (record29), counted after it (lab34), practice after that
    // (lead35), checked_at after that (record36): a reader that takes the columns by place still
    // finds the first ones where they were.
    QByteArray csv = "lesson,lesson_title,question,answer,correct,when,review,kind,question_prompt,"
                     "counted,practice,checked_at\r\n";
    QStringList order;
    for (const Lesson& lesson : course.lessons)
        order.append(lesson.id);
    const QSet<QString> inCourse(order.cbegin(), order.cend());
    for (const QString& id : store.lessonIds()) {
        if (!inCourse.contains(id))
            order.append(id);
    }
    for (const QString& id : std::as_const(order)) {
        LessonProgress scratch; // a lesson still in the database is read and let go again
        const LessonProgress* progress = store.peek(id, &scratch);
        if (!progress)
            continue;
        const Lesson* lesson = course.find(id);
        QSet<QString> predictQuestions;
        // What each question and lab asked, as a CSV field, made once a lesson: the id alone
        // told a teacher reading the CSV nothing (issue 19).
        QHash<QString, QByteArray> askedFields;
        if (lesson) {
            for (const Block* block : questionBlocks(lesson->blocks)) {
                if (!isGradedQuestion(block))
                    predictQuestions.insert(block->id());
                askedFields.insert(block->id(), csvField(kinds::askedAsPlainText(*block)));
            }
            for (const Block* block : blocksOfType(lesson->blocks, BlockType::Lab))
                askedFields.insert(block->id(), csvField(kinds::askedAsPlainText(*block)));
        }
        // Every row says yes or no in `counted` and `practice`: left empty on answer rows, a
        // spreadsheet could not tell "not a lab's" from "no" (sp35).
        struct Row {
            QString question, answer;
            bool correct = false;
            QDateTime at;
            bool review = false;
            bool prediction = false;
            // "yes" on the attempt the overview and the report count: a question's current
            // answer, a lab's prediction that counts; "no" on earlier tries, a review's answers,
            // practice and a lab's other attempts (review33 #4: practice read as ordinary
            // predictions).
            const char* counted = "no";
            // "yes" on a lab's practice attempt, whose result was on screen before it was made:
            // "counted=no" alone did not say why, and a later attempt reads "no" too (sp34).
            const char* practice = "no";
            QHash<QString, double> checkedAt; // the controls' values it was checked at
        };
        auto rowOf = [&](const QString& q, const QStringList& choices, const QString& typed,
                         bool correct, const QDateTime& at, bool review, bool counted,
                         const QHash<QString, double>& checkedAt) {
            return Row{q,
                       choices.isEmpty() ? csvAnswer(typed) : answerText(lesson, q, choices, typed),
                       correct,
                       at,
                       review,
                       predictQuestions.contains(q),
                       counted ? "yes" : "no",
                       "no",
                       checkedAt};
        };
        // Each question's rows together, the questions in the order of their first attempt,
        // then answers older than the history, by question id, then the predictions; sorted by
        // time (stable, so equal times keep this order). Only the order is held, the rows are
        // made as they are written.
        qsizetype extraRows = progress->answers.size();
        for (const PredictionRecord& p : progress->predictions)
            extraRows += 1 + p.earlier.size();
        LessonRowOrder rowOrder(progress->history, extraRows);
        std::vector<ChunkedMap<QString, AnswerRecord>::const_iterator> olderAnswers;
        // The history's place of each question's current answer, its last try on the lesson's
        // page (lessons::addAttempt: a review's answers never replace it): the row that counts.
        QSet<qsizetype> currentAnswers;
        for (auto it = progress->answers.cbegin(); it != progress->answers.cend(); ++it) {
            if (rowOrder.inHistory(it.key())) { // in key order, as the chunked map keeps them
                const QList<qint32> places =
                    progress->attemptIndex.places(progress->history, it.key());
                for (auto place = places.crbegin(); place != places.crend(); ++place) {
                    if (!progress->history.at(*place).review) {
                        currentAnswers.insert(*place);
                        break;
                    }
                }
                continue;
            }
            olderAnswers.push_back(it);
            rowOrder.addExtra(it.value().at);
        }
        QList<Row> rows; // the predictions
        // A lab's committed prediction (sp13 B11: they counted in "Predictions matched" but no
        // row held them), as the lab showed it: the option's text or the percentage, never an
        // id. A predict-style question's answer is an attempt above, of the kind "prediction".
        QHash<QString, PredictKind> labs;
        if (lesson) {
            for (const Block* block : blocksOfType(lesson->blocks, BlockType::Lab)) {
                if (const LabSpec* lab = block->specAs<LabSpec>())
                    labs.insert(lab->id, lab->predict);
            }
        }
        QStringList predicted = progress->predictions.keys();
        predicted.sort();
        // A lab's percentage as a spreadsheet reads it ("73.1%"), in every language.
        const QLocale locale = QLocale::c();
        for (const QString& labId : std::as_const(predicted)) {
            // A question's prediction is one of its rows above already.
            if (rowOrder.inHistory(labId) || progress->answers.contains(labId))
                continue;
            const PredictionRecord& p = progress->predictions[labId];
            const PredictKind kind = labs.value(labId, PredictKind::None);
            const auto shown = [kind, &locale](const QString& stored) {
                return kind == PredictKind::None ? stored : labOutcomeText(stored, kind, locale);
            };
            // Each earlier attempt (a reset and a new prediction) is a row, as a question's are;
            // which one counts follows the overview's and the report's rule.
            const QList<EarlierPrediction> attempts = labAttempts(p);
            const qsizetype counted = countedLabAttempt(attempts);
            for (qsizetype i = 0; i < attempts.size(); ++i) {
                const EarlierPrediction& e = attempts.at(i);
                rows.append({labId,
                             shown(e.predicted),
                             e.correct,
                             e.at,
                             false,
                             true,
                             i == counted ? "yes" : "no",
                             e.practice ? "yes" : "no",
                             {}});
            }
        }
        for (const Row& r : std::as_const(rows))
            rowOrder.addExtra(r.at);
        rowOrder.sort();
        // The same two fields on every row of the lesson: made once.
        const QByteArray lessonFields =
            csvField(id) + ',' + csvField(lesson ? plainTextWithMath(lesson->title) : QString());
        bool written = true;
        const auto older = qsizetype(olderAnswers.size());
        rowOrder.visit([&](bool history, qsizetype index) {
            if (!written)
                return;
            Row r;
            if (history) {
                const Attempt a = progress->history.at(index);
                r = rowOf(a.questionId, a.choices, a.typed, a.correct, a.at, a.review,
                          currentAnswers.contains(index), a.checkedAt);
            } else if (index < older) {
                // An answer older than the history is the question's current one.
                const auto& it = olderAnswers[size_t(index)];
                const AnswerRecord answer = it.value();
                r = rowOf(it.key(), answer.choices, answer.typed, answer.correct, answer.at, false,
                          true, answer.checkedAt);
            } else {
                r = rows.at(index - older);
            }
            csv += lessonFields + ',' + csvField(r.question) + ',' + csvField(r.answer) + ',' +
                   (r.correct ? "yes" : "no") + ',' + csvField(isoTime(r.at)) + ',' +
                   (r.review ? "yes" : "no") + ',' + (r.prediction ? "prediction" : "answer") +
                   ',' + askedFields.value(r.question) + ',' + r.counted + ',' + r.practice + ',' +
                   (r.checkedAt.isEmpty()
                        ? QByteArray("none")
                        : csvField(checkedAtForms(lesson, r.checkedAt, locale).plain)) +
                   "\r\n";
            if (csv.size() >= kPiece) {
                written = write(csv);
                csv.clear();
            }
        });
        if (!written)
            return false;
    }
    return write(csv);
}

QByteArray recordToCsv(const Course& course, const ProgressStore& store) {
    QByteArray csv;
    writeRecordCsv(course, store, [&csv](const QByteArray& piece) {
        csv += piece;
        return true;
    });
    return csv;
}

} // namespace lessons
