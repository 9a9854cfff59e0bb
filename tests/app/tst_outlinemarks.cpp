// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The outline's marks before the first paint (issue 27): a lesson with no answer needs none of
// its questions' specs for its mark, so none is built until its tooltip (which counts the graded
// questions) is first asked for; the tooltip still says what it said, and a lesson with answers
// is marked from them at once.
#include "app/courseoutline.h"
#include "app/progresskeeper.h"
#include "lessons/completion.h"
#include "lessons/course.h"
#include "tests/common/testpaths.h"

#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace app;

namespace {

// The questions that hold a section have their spec built by the outline's greying (it says
// whether the section waits for a prediction or a question); the others must not.
int questionsBuiltWithoutAHold(const lessons::Lesson& lesson) {
    int built = 0;
    for (const lessons::Block* question : lessons::questionBlocks(lesson.blocks)) {
        if (question->text(QStringLiteral("hold")).trimmed().isEmpty() &&
            lessons::specBuilt(*question))
            ++built;
    }
    return built;
}

} // namespace

class TestOutlineMarks : public QObject {
    Q_OBJECT
private slots:
    void unansweredLessonsBuildNoSpecUntilTheirToolTip_data();
    void unansweredLessonsBuildNoSpecUntilTheirToolTip();
    void answeredLessonIsMarkedAtOnce();
};

void TestOutlineMarks::unansweredLessonsBuildNoSpecUntilTheirToolTip_data() {
    QTest::addColumn<QString>("file");
    QTest::addRow("English, gain knob") << "02-gain-knob.lesson.md";
    QTest::addRow("German, gain knob") << "02-gain-knob.de.lesson.md";
    QTest::addRow("English, with holds") << "01-scaled-dot-product.lesson.md";
}

void TestOutlineMarks::unansweredLessonsBuildNoSpecUntilTheirToolTip() {
    QFETCH(QString, file);
    // As the built-in course is read at start: no check that builds specs.
    const lessons::ParseResult parsed = lessons::loadLessonFile(
        testpaths::source(u"resources/lessons/") + file, lessons::Checks::CompiledIn);
    QVERIFY2(parsed.lesson, qPrintable(file));
    const int questions = int(lessons::questionBlocks(parsed.lesson->blocks).size());
    QVERIFY2(questions > 0, qPrintable(file));
    QCOMPARE(questionsBuiltWithoutAHold(*parsed.lesson), 0);

    QTemporaryDir dir;
    ProgressKeeper keeper(dir.filePath(QStringLiteral("progress.json")));
    QVERIFY(keeper.load().ok); // a fresh record: no answer anywhere
    lessons::Course course;
    course.lessons.append(*parsed.lesson);
    QWidget sidebar;
    CourseOutline outline(&keeper, &sidebar);
    outline.rebuild(course);
    outline.updateMarks(course);
    QTreeWidgetItem* item = outline.tree()->topLevelItem(0);
    QVERIFY(item);
    QVERIFY2(!item->text(0).startsWith(QStringLiteral("◐")), qPrintable(item->text(0)));
    QVERIFY2(item->data(0, Qt::AccessibleTextRole).toString().endsWith(QStringLiteral("started")),
             qPrintable(item->data(0, Qt::AccessibleTextRole).toString()));
    QCOMPARE(questionsBuiltWithoutAHold(course.lessons.first()), 0);

    // Asked for (a hover): the same words as before, counting every graded question.
    const QString toolTip = item->toolTip(0);
    const int graded = lessons::lessonStatus(course.lessons.first(), nullptr).questions;
    QVERIFY(graded > 0);
    QVERIFY2(toolTip.contains(QStringLiteral(" 0 ")) &&
                 toolTip.contains(QStringLiteral(" %1 ").arg(graded)),
             qPrintable(toolTip));
    QCOMPARE(item->toolTip(0), toolTip); // kept, not made again
    // A tooltip set by hand replaces the one made on first use.
    item->setToolTip(0, QStringLiteral("<p>by hand</p>"));
    QCOMPARE(item->toolTip(0), QStringLiteral("<p>by hand</p>"));
}

void TestOutlineMarks::answeredLessonIsMarkedAtOnce() {
    const lessons::ParseResult parsed =
        lessons::loadLessonFile(testpaths::source(u"resources/lessons/02-gain-knob.lesson.md"),
                                lessons::Checks::CompiledIn);
    QVERIFY(parsed.lesson);
    const lessons::Lesson& lesson = *parsed.lesson;
    const lessons::Block* graded = nullptr;
    for (const lessons::Block* question : lessons::questionBlocks(lesson.blocks)) {
        if (lessons::isGradedQuestion(question)) {
            graded = question;
            break;
        }
    }
    QVERIFY(graded);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    {
        // Answered in an earlier session, before the record was last read.
        ProgressKeeper earlier(path);
        QVERIFY(earlier.load().ok);
        lessons::AnswerRecord answer;
        answer.correct = true;
        answer.attempts = 1;
        answer.typed = QStringLiteral("1");
        earlier.recordAnswer(lesson.id, graded->id(), answer);
    }
    ProgressKeeper keeper(path);
    QVERIFY(keeper.load().ok);
    lessons::Course course;
    course.lessons.append(lesson);
    QWidget sidebar;
    CourseOutline outline(&keeper, &sidebar);
    outline.rebuild(course);
    QTreeWidgetItem* item = outline.tree()->topLevelItem(0);
    QVERIFY(item);
    const lessons::LessonStatus status = lessons::lessonStatus(lesson, keeper.find(lesson.id));
    QCOMPARE(status.answered, 1);
    const QString mark = status.done ? QStringLiteral("✔ ") : QStringLiteral("◐ ");
    QVERIFY2(item->text(0).startsWith(mark), qPrintable(item->text(0)));
    QVERIFY2(item->toolTip(0).contains(QStringLiteral(" 1 of %1 ").arg(status.questions)),
             qPrintable(item->toolTip(0)));
}

QTEST_MAIN(TestOutlineMarks)
#include "tst_outlinemarks.moc"
