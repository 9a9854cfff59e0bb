// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/recordexport.h"

#include "app/reportpages.h"
#include "app/richtext.h"
#include "lessons/recordfile.h"
#include "lessons/review.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QPageSize>
#include <QPdfWriter>
#include <QPointer>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextDocument>
#include <QThreadPool>

namespace app {
namespace {

// lupdate files a tr() call in a free function under its namespace, "app"; the same context here,
// or the .ts entries would never be found.
QString tr(const char* text) {
    return QCoreApplication::translate("app", text);
}

QString when(const QDateTime& at) {
    return at.isValid() ? formatMoment(at) : tr("never");
}

QString esc(const QString& text) {
    return text.toHtmlEscaped();
}

// An empty cell at a table's foot let QTextDocument draw the next heading flush against the
// table (3.7 pt into it at 300 dpi); a dash also tells the reader nothing is missing.
QString orDash(const QString& text) {
    return text.isEmpty() ? QStringLiteral("—") : esc(text);
}

// A short figure with its unit on one line: the course table's narrow Time column printed "10"
// above "min" (a student's look at the report, issue 19).
QString keptWhole(const QString& text) {
    return esc(text).replace(QLatin1Char(' '), QStringLiteral("&nbsp;"));
}

QString scoreLine(const lessons::LessonSummary& s) {
    return tr("Questions: %1").arg(questionsCountText(s));
}

// One wording for a lesson's predictions, in the course table and on the lesson's page: the
// table read "0 / 0" (right of made) where the lesson's page said "0 of 2 made" (sp32).
QString predictionsText(const lessons::LessonSummary& s) {
    if (s.predictionSlots == 0)
        return tr("none in this lesson");
    return predictionsCountText(s);
}

// An answer's cell: the answer, and in italics under it the controls' values it was checked at,
// their math typeset (the plain form printed "d_model").
QString answerCell(const QString& answer, const QString& checkedAt) {
    return checkedAt.isEmpty()
               ? orDash(answer)
               : QStringLiteral("%1<br><i>%2</i>")
                     .arg(orDash(answer),
                          esc(tr("checked with %1")).arg(markdownToSimpleHtml(checkedAt)));
}

// The prediction that counts, and under it in italics the lab's other attempts: the report
// showed only the last of three runs, as if the student had been right first time.
// A predict-style question's prediction with the controls' values it was checked at, as a
// question's answer has them (the table printed none, record36).
QString predictedCell(const lessons::PredictionSummary& p) {
    const QString earlier = otherPredictionsText(p);
    const QString predicted = answerCell(p.predicted, p.checkedAt);
    return earlier.isEmpty() ? predicted
                             : QStringLiteral("%1<br><i>%2</i>").arg(predicted, esc(earlier));
}

// A lab only practised has no prediction that counts: its practice's "yes" read as a match
// beside "0 of 1 made" (review33 #5).
QString matchedCell(const lessons::PredictionSummary& p) {
    if (p.practice)
        return tr("practice, not counted");
    return p.correct ? tr("yes") : tr("no");
}

QString lessonPage(const lessons::LessonSummary& s, int number) {
    QString html = QStringLiteral("<h1>%1. %2</h1>").arg(number).arg(esc(s.title));
    html += QStringLiteral("<p><b>%1</b></p>").arg(esc(scoreLine(s)));
    html += QStringLiteral("<p>%1<br>%2<br>%3</p>")
                .arg(esc(tr("Predictions: %1").arg(predictionsText(s))),
                     esc(tr("Time spent: %1; last opened: %2")
                             .arg(formatDuration(s.secondsSpent), when(s.lastOpened))),
                     // The latest answer or prediction: "Last answer" stood beside "0 of 4
                     // answered" where the time was a prediction's (issue 19).
                     esc(tr("Last answer or prediction: %1")
                             .arg(s.lastActivity.isValid() ? when(s.lastActivity) : tr("none"))));

    html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Questions")));
    // No cell breaks inside a word (a student pass found "Attemp ts", "beantworte t" and
    // "Wiederholu ng" in German): the short columns are wide enough for their longest word, and
    // a review, whose label is the longest, gets a row of its own under its question.
    html += QStringLiteral(
                "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                "width=\"100%\"><thead><tr><th width=\"33%\">%1</th><th width=\"22%\">%2</th>"
                "<th width=\"17%\">%3</th><th width=\"11%\" "
                "style=\"white-space: nowrap\">%4</th><th width=\"17%\">%5</th></tr></thead>")
                .arg(esc(tr("Question")), esc(tr("Answer given")), esc(tr("Result")),
                     esc(tr("Attempts")), esc(tr("When")));
    const auto resultText = [](bool correct) {
        return correct ? tr("correct") : tr("not correct");
    };
    for (const lessons::QuestionSummary& q : s.questionRows) {
        if (q.predict) // a commitment, not a graded question: the predictions table holds it
            continue;
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td></tr>")
                    .arg(markdownToSimpleHtml(q.prompt), answerCell(q.lastAnswer, q.checkedAt),
                         esc(q.answered ? resultText(q.correct) : tr("not answered")))
                    .arg(q.attempts)
                    .arg(orDash(q.answered ? when(q.at) : QString()));
        // The earlier tries of a question checked at the controls' values, each with its own
        // (issue 19: "64" and "11.3" under "Which dₖ?" without the sliders they were checked at).
        for (const lessons::TrySummary& earlier : q.earlierTries) {
            html += QStringLiteral("<tr><td align=\"right\"><i>%1</i></td><td>%2</td><td>%3</td>"
                                   "<td>—</td><td>%4</td></tr>")
                        .arg(esc(tr("Earlier try:")), answerCell(earlier.answer, earlier.checkedAt),
                             esc(resultText(earlier.correct)), orDash(when(earlier.at)));
        }
        // The lesson's answer stays; the review's follows it, labelled, in the same columns.
        if (q.reviewed) {
            // The day's first answer is the result; a second try on the card follows it.
            const QString answer = q.reviewRetried
                                       ? tr("%1, then %2").arg(q.reviewAnswer, q.reviewRetryAnswer)
                                       : q.reviewAnswer;
            const QString result = q.reviewRetried ? tr("%1, then %2")
                                                         .arg(resultText(q.reviewCorrect),
                                                              resultText(q.reviewRetryCorrect))
                                                   : resultText(q.reviewCorrect);
            html += QStringLiteral("<tr><td align=\"right\"><i>%1</i></td><td>%2</td><td>%3</td>"
                                   "<td>%4</td><td>%5</td></tr>")
                        .arg(esc(tr("In the review:")), answerCell(answer, q.reviewCheckedAt),
                             esc(result))
                        .arg(q.reviewAttempts)
                        .arg(esc(when(q.reviewAt)));
        }
    }
    html += QStringLiteral("</table>");

    if (!s.predictionRows.isEmpty()) {
        html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Predictions")));
        html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                               "width=\"100%\"><thead><tr><th>%1</th><th>%2</th><th>%3</th>"
                               "<th>%4</th><th>%5</th></tr></thead>")
                    .arg(esc(tr("Prediction")), esc(tr("Predicted")),
                         esc(tr("Observed or expected")), esc(tr("Right")), esc(tr("When")));
        for (const lessons::PredictionSummary& p : s.predictionRows) {
            html +=
                QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td></tr>")
                    .arg(markdownToSimpleHtml(p.where), predictedCell(p), orDash(p.observed),
                         esc(matchedCell(p)), esc(when(p.at)));
        }
        html += QStringLiteral("</table>");
    }

    if (!s.explainRows.isEmpty()) {
        html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Explain it back")));
        for (const lessons::ExplainSummary& e : s.explainRows) {
            // A heading in the plain text's look, so paper keeps it with the words under it.
            html += QStringLiteral("<h3 style=\"font-size: medium; font-weight: normal; "
                                   "font-style: italic\">%1</h3>")
                        .arg(markdownToSimpleHtml(e.prompt));
            html += e.text.trimmed().isEmpty()
                        ? QStringLiteral("<p>%1</p>").arg(esc(tr("(not written)")))
                        : QStringLiteral("<blockquote>%1</blockquote>")
                              .arg(esc(e.text).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
            html +=
                QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("Rubric items ticked: %1 of %2").arg(e.ticked).arg(e.rubricItems)));
        }
    }
    return html;
}

bool writePdf(const QString& path, const lessons::CourseSummary& summary, const QDateTime& now,
              const ReviewOutlook& reviews, QString* error) {
    QSaveFile file(path);
    const lessons::Status target = lessons::isRegularTarget(path);
    if (!target || !file.open(QIODevice::WriteOnly)) {
        *error = tr("cannot write %1: %2 (check the folder's permissions)")
                     .arg(QDir::toNativeSeparators(path),
                          target ? file.errorString() : target.error().message);
        return false;
    }
    {
        QPdfWriter writer(&file);
        writer.setTitle(tr("Attention Lab: learner's record"));
        writer.setCreator(QStringLiteral("Attention Lab"));
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setResolution(300);
        printRecordReport(summary, now, &writer, reviews);
    } // the writer finishes the PDF when it goes
    // QPdfWriter does not report failed writes; QSaveFile remembers them, and commitSaveFile
    // checks the last buffered piece too.
    if (const lessons::Status committed = lessons::commitSaveFile(&file); !committed) {
        *error = tr("cannot save %1: %2 (check free space)")
                     .arg(QDir::toNativeSeparators(path), committed.error().message);
        return false;
    }
    return true;
}

} // namespace

RecordFormat recordFormatFor(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("json"))
        return RecordFormat::Json;
    if (suffix == QLatin1String("csv"))
        return RecordFormat::Csv;
    if (suffix == QLatin1String("pdf"))
        return RecordFormat::Pdf;
    return RecordFormat::Unknown;
}

QString formatMoment(const QDateTime& at, const QDateTime& now) {
    if (!at.isValid())
        return {};
    const QLocale locale;
    // Some locales' short time keeps the seconds (C: "HH:mm:ss"); the record counts minutes.
    static const QRegularExpression seconds(QStringLiteral("[:.]ss(\\.z+)?"));
    const QString time = locale.toString(at.toLocalTime().time(),
                                         locale.timeFormat(QLocale::ShortFormat).remove(seconds));
    if (now.isValid()) {
        const qint64 daysAgo = at.toLocalTime().date().daysTo(now.toLocalTime().date());
        if (daysAgo == 0)
            return tr("today, %1").arg(time);
        if (daysAgo == 1)
            return tr("yesterday, %1").arg(time);
    }
    return locale.toString(at.toLocalTime().date(), QLocale::ShortFormat) + u' ' + time;
}

QString otherPredictionsText(const lessons::PredictionSummary& prediction) {
    QStringList attempts;
    for (const lessons::OtherPredictionSummary& e : prediction.others) {
        attempts.append(e.observed.isEmpty()
                            ? tr("%1 predicted, not run").arg(e.predicted)
                            : tr("%1 predicted, %2 run").arg(e.predicted, e.observed));
    }
    return attempts.isEmpty() ? QString()
                              : tr("not counted: %1").arg(attempts.join(QStringLiteral("; ")));
}

QString formatDuration(qint64 seconds) {
    if (seconds <= 0)
        return tr("—");
    if (seconds < 60)
        return tr("%1 s").arg(seconds);
    const qint64 minutes = seconds / 60;
    if (minutes < 60)
        return tr("%1 min").arg(minutes);
    return tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

QString questionsCountText(const lessons::LessonSummary& s) {
    return tr("%1 of %2 answered, %3 correct").arg(s.answered).arg(s.questions).arg(s.correct);
}

QString predictionsCountText(const lessons::LessonSummary& s) {
    return tr("%1 of %2 made, %3 right")
        .arg(s.predictionsMade)
        .arg(s.predictionSlots)
        .arg(s.predictionsMatched);
}

QStringList courseSummaryLines(const lessons::LessonSummary& t) {
    return {tr("Questions: %1").arg(questionsCountText(t)),
            tr("Predictions: %1").arg(predictionsCountText(t)),
            tr("Explain-it-back: %1 of %2 attempted").arg(t.explainsWritten).arg(t.explains),
            tr("Time spent: %1").arg(formatDuration(t.secondsSpent))};
}

QString checkedWithText(const QString& plainValues) {
    return plainValues.isEmpty() ? QString() : tr("checked with %1").arg(plainValues);
}

QString triesText(const lessons::QuestionSummary& q) {
    if (q.checkedAt.isEmpty() && q.earlierTries.isEmpty())
        return {};
    QList<lessons::TrySummary> tries = q.earlierTries;
    if (q.answered)
        tries.append({q.lastAnswer, q.correct, q.at, q.checkedAt, q.checkedAtPlain});
    QStringList parts;
    for (const lessons::TrySummary& t : std::as_const(tries)) {
        const QString result = t.correct ? tr("correct") : tr("not correct");
        parts.append(
            t.checkedAt.isEmpty()
                ? tr("%1, %2").arg(t.answer, result)
                : tr("%1, %2, %3").arg(t.answer, result, checkedWithText(t.checkedAtPlain)));
    }
    return tr("Tries: %1").arg(parts.join(QStringLiteral("; ")));
}

ReviewOutlook reviewOutlook(const lessons::Course& course, const lessons::ProgressStore& store,
                            const QDate& today) {
    // The contexts the status bar and the overview filed these texts under, so their German stays.
    const QList<lessons::ReviewItem> scheduled = lessons::scheduledReviews(course, store);
    ReviewOutlook out;
    out.dueNow = int(lessons::dueReviews(scheduled, today).size());
    out.anyScheduled = !scheduled.isEmpty();
    if (out.dueNow == 0 && !scheduled.isEmpty()) {
        const lessons::NextReview coming = lessons::nextReview(scheduled, today);
        const QString when = today.daysTo(coming.day) == 1
                                 ? QCoreApplication::translate("app::MainWindow", "tomorrow")
                                 : QLocale().toString(coming.day, QLocale::ShortFormat);
        out.nextReview =
            QCoreApplication::translate("app::MainWindow", "Next review: %1 (%n question(s))",
                                        nullptr, coming.count)
                .arg(when);
    } else if (scheduled.isEmpty()) {
        out.nextReview =
            QCoreApplication::translate("app::MainWindow", "No missed questions to review.");
    }
    return out;
}

QString reviewOutlookHtml(const ReviewOutlook& outlook) {
    return outlook.dueNow > 0
               ? QCoreApplication::translate("app::OverviewPage",
                                             "<b>%n missed question(s) due for review now.</b>",
                                             nullptr, outlook.dueNow)
               : esc(outlook.nextReview);
}

QString recordReportHtml(const lessons::CourseSummary& summary, const QDateTime& generated,
                         const ReviewOutlook& reviews) {
    const lessons::LessonSummary& t = summary.totals;
    QString html = QStringLiteral("<html><body>");
    html += QStringLiteral("<h1>%1</h1>").arg(esc(tr("Attention Lab: learner's record")));
    html += QStringLiteral("<p>%1</p>").arg(esc(tr("Made on %1").arg(when(generated))));
    // The course's summary in the overview's words, each count out of all the course has (sp35).
    QStringList lines;
    for (const QString& line : courseSummaryLines(t))
        lines.append(esc(line));
    if (const QString review = reviewOutlookHtml(reviews); !review.isEmpty())
        lines.append(review);
    html += QStringLiteral("<p><b>%1</b><br>%2</p>")
                .arg(esc(tr("Course")), lines.join(QStringLiteral("<br>")));
    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                           "width=\"100%\"><thead><tr><th>%1</th><th>%2</th><th>%3</th>"
                           "<th>%4</th><th>%5</th><th>%6</th></tr></thead>")
                .arg(esc(tr("Lesson")), esc(tr("Questions")), esc(tr("Predictions")),
                     esc(tr("Explained")), esc(tr("Time")), esc(tr("Last opened")));
    for (const lessons::LessonSummary& s : summary.lessons) {
        // Explanations as the overview has them ("1 of 2"; "—" where the lesson asks none).
        const QString explained =
            s.explains == 0 ? tr("—") : tr("%1 of %2").arg(s.explainsWritten).arg(s.explains);
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td>"
                               "<td>%5</td><td>%6</td></tr>")
                    .arg(esc(s.title), esc(questionsCountText(s)), esc(predictionsText(s)),
                         esc(explained), keptWhole(formatDuration(s.secondsSpent)),
                         esc(when(s.lastOpened)));
    }
    html += QStringLiteral("</table>");
    for (int i = 0; i < summary.lessons.size(); ++i)
        html += lessonPage(summary.lessons.at(i), i + 1);
    html += QStringLiteral("</body></html>");
    return html;
}

void layOutRecordReport(const lessons::CourseSummary& summary, const QDateTime& generated,
                        QTextDocument* document, QPagedPaintDevice* device,
                        const ReviewOutlook& reviews) {
    document->setDefaultFont(QFont(QStringLiteral("DejaVu Sans"), 10));
    document->setHtml(recordReportHtml(summary, generated, reviews));
    layOutOnPaper(document, device);
}

void printRecordReport(const lessons::CourseSummary& summary, const QDateTime& generated,
                       QPagedPaintDevice* device, const ReviewOutlook& reviews) {
    QTextDocument document;
    layOutRecordReport(summary, generated, &document, device, reviews);
    printInPages(&document, device);
}

bool exportRecord(const QString& path, const lessons::Course& course,
                  const lessons::ProgressStore& store, const QDateTime& now, QString* error) {
    QString problem;
    bool ok = false;
    lessons::Status written;
    switch (recordFormatFor(path)) {
    case RecordFormat::Json:
        // In pieces as it is made: a million answers' JSON (200 MB) is never whole in memory.
        written = lessons::writeFileAtomically(
            path, [&store](QIODevice* device) { return store.writeJsonTo(device); });
        ok = written.ok();
        problem = written.error().message;
        break;
    case RecordFormat::Csv:
        // Written as it is made: a lesson of a million attempts is never whole as rows or text.
        written = lessons::writeFileAtomically(path, [&course, &store](QIODevice* device) {
            return lessons::writeRecordCsv(course, store, [device](const QByteArray& piece) {
                return device->write(piece) == piece.size();
            });
        });
        ok = written.ok();
        problem = written.error().message;
        break;
    case RecordFormat::Pdf:
        ok = writePdf(path, lessons::summarizeCourse(course, store), now,
                      reviewOutlook(course, store, now.toLocalTime().date()), &problem);
        break;
    case RecordFormat::Unknown:
        problem = tr("%1 has no suffix Attention Lab can write: name the file .json (the whole "
                     "record, importable again), .csv (one row per attempt) or .pdf (a report)")
                      .arg(QDir::toNativeSeparators(path));
        break;
    }
    if (error)
        *error = ok ? QString() : problem;
    return ok;
}

void exportRecordInBackground(const QString& path, const lessons::Course& course,
                              const lessons::ProgressStore& store, const QDateTime& now,
                              QObject* context,
                              const std::function<void(const QString& error)>& done) {
    QPointer<QObject> receiver(context);
    QThreadPool::globalInstance()->start([=] {
        QString error;
        exportRecord(path, course, store, now, &error);
        // Posted to the application object, which outlives the window: the receiver is checked
        // on its own thread, where it is deleted.
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [receiver, done, error] {
                if (receiver)
                    done(error);
            },
            Qt::QueuedConnection);
    });
}

} // namespace app
