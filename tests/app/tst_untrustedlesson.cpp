// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The application facing a lesson folder from a stranger: lesson text never makes it open a
// file (images are not shown at all, wherever they appear), links leave only as http(s) after
// the user agreed, hot reload survives a FIFO, the file watcher is capped, a translation saved
// while running in another language does not swap the page, and a record written by a newer
// version is shown read-only. FIFOs are guarded (tests/fifoguard.h) so nothing here can hang.

#include "../fifoguard.h"
#include "app/lessondocument.h"
#include "app/lessonpage.h"
#include "app/lessonprint.h"
#include "app/mainwindow.h"
#include "app/progresskeeper.h"
#include "app/recordexport.h"
#include "app/richtext.h"
#include "lessons/launch.h"
#include "lessons/lesson.h"
#include "lessons/recordsummary.h"
#include "tests/common/testfiles.h"
#include "tests/common/testpaths.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <memory>

using namespace app;

namespace {

const QString kData = testpaths::source(u"tests/app/data");

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

// Answers the next modal dialog: records its text and presses `button`.
class DialogAnswerer : public QObject {
public:
    explicit DialogAnswerer(QMessageBox::StandardButton button) : button_(button) {
        timer_.setInterval(10);
        connect(&timer_, &QTimer::timeout, this, [this] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            texts.append(box->text());
            formats.append(box->textFormat());
            box->done(button_);
        });
        timer_.start();
    }
    QStringList texts;
    QList<Qt::TextFormat> formats;

private:
    QMessageBox::StandardButton button_;
    QTimer timer_;
};

class UrlRecorder : public QObject {
    Q_OBJECT
public:
    QList<QUrl> opened;
public slots:
    void open(const QUrl& url) { opened.append(url); }
};

} // namespace

class TestUntrustedLesson : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void imagesInLessonTextAreNeverOpened();
    void labelsGetNoImageMarkup();
    void htmlTagsAreShownAsWrittenAndHideNothing();
    void promptHoldingATagIsPrinted_data();
    void promptHoldingATagIsPrinted();
    void linkVerdicts_data();
    void linkVerdicts();
    void refusedLinkNeverReachesTheDesktop();
    void webLinkOpensOnlyAfterConfirmation();
    void linkShownExactlyAsOpened_data();
    void linkShownExactlyAsOpened();
    void invalidLinkIsSaidToBeInvalid();
    void problemsPanelOpensOnlyLessonFiles_data();
    void problemsPanelOpensOnlyLessonFiles();
    void problemsRowOfARefusedFileOpensNothing();
    void fifoInPlaceOfALessonDuringReload();
    void watcherIsCappedAtTheFolderCap();
    void watcherFollowsNoOldLinkTarget();
    void translationSavedInAnotherLanguageKeepsThePage();
    void newerRecordIsShownReadOnly();

private:
    std::unique_ptr<MainWindow> open(const QString& locale = QStringLiteral("en"));

    std::unique_ptr<QTemporaryDir> root_;
    QString lessons_;
    QString data_;
};

void TestUntrustedLesson::init() {
    root_ = std::make_unique<QTemporaryDir>();
    QVERIFY(root_->isValid());
    lessons_ = root_->filePath(QStringLiteral("lessons"));
    data_ = root_->filePath(QStringLiteral("data"));
    QVERIFY(QDir().mkpath(lessons_) && QDir().mkpath(data_));
    QVERIFY(QFile::copy(kData + QStringLiteral("/widgets.lesson.md"),
                        lessons_ + QStringLiteral("/widgets.lesson.md")));
    QFile::setPermissions(lessons_ + QStringLiteral("/widgets.lesson.md"),
                          QFile::ReadOwner | QFile::WriteOwner);
}

void TestUntrustedLesson::cleanup() {
    root_.reset();
}

std::unique_ptr<MainWindow> TestUntrustedLesson::open(const QString& locale) {
    MainWindowOptions options;
    options.lessonsDir = lessons_;
    options.dataDir = data_;
    options.localeName = locale;
    auto window = std::make_unique<MainWindow>(options);
    window->waitForCourse(); // a lesson folder is read on a worker thread
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

// Images used to be read from disk in block text (absolute, ../ and /dev/zero paths; a FIFO
// blocked the window) and in prose through Qt's fallback when loadResource answered nothing.
void TestUntrustedLesson::imagesInLessonTextAreNeverOpened() {
    FifoGuard fifo(root_->filePath(QStringLiteral("pipe.png")));
    QVERIFY(fifo.made());
    const QString pipe = root_->filePath(QStringLiteral("pipe.png"));
    const QString md = QStringLiteral("![a](%1) ![b](../pipe.png) <img src=\"%1\"> "
                                      "![z](/dev/zero) ![f](file://%1) [![l](%1)](https://x.org)")
                           .arg(pipe);
    const QString text =
        QStringLiteral("---\nid: images\ntitle: Images\nsummary: S\nminutes: 1\norder: 1\n---\n\n"
                       "# Images\n\nProse %1\n\n<table background=\"%2\"><tr><td "
                       "background=\"%2\">cell</td></tr></table>\n\n"
                       "```callout\ntitle: Look\ntext: Callout %1\n```\n\n"
                       "```question\nid: q\nkind: single\nprompt: Prompt %1\noption a: Option %1\n"
                       "option b: Plain\nanswer: a\nexplanation: Because %1\n```\n\n"
                       "```chart\nid: c\nkind: softmax\nscores: 0, 1\ncaption: Caption %1\n```\n")
            .arg(md, pipe);
    const lessons::ParseResult parsed =
        lessons::parseLesson(text.toUtf8(), lessons_ + QStringLiteral("/images.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    ProgressKeeper keeper(root_->filePath(QStringLiteral("progress.json")));
    QVERIFY(keeper.load().ok);
    // Relative paths would resolve against the current folder: make it the one with the FIFO.
    const QString cwd = QDir::currentPath();
    QDir::setCurrent(lessons_);
    {
        LessonPage page(*parsed.lesson, &keeper, [](const QString&) { return QString(); });
        page.resize(900, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.ensureBuilt();
        page.settleLayout();
        page.grab(); // lays out and paints every text
        for (QLabel* label : page.findChildren<QLabel*>()) {
            label->sizeHint();
            label->grab();
        }
    }
    QDir::setCurrent(cwd);
    QVERIFY(!fifo.wasOpened());
}

void TestUntrustedLesson::labelsGetNoImageMarkup() {
    const QString html = lessonRichText(
        QStringLiteral("**Bold** ![alt text](/etc/passwd) <img src=\"/dev/zero\"> $x$ and "
                       "<table background=\"/dev/zero\"><tr><td>c</td></tr></table>"));
    QVERIFY2(!html.contains(QLatin1String("<img"), Qt::CaseInsensitive), qPrintable(html));
    QVERIFY2(!html.contains(QLatin1String("passwd")), qPrintable(html));
    QVERIFY2(!html.contains(QLatin1String("/dev/zero")), qPrintable(html));
    QVERIFY2(html.contains(QLatin1String("[alt text]")), qPrintable(html)); // what was meant
    QVERIFY(html.contains(QLatin1String("Bold")));
    MarkdownLabel label(QStringLiteral("Option ![x](/etc/hostname)"));
    QCOMPARE(label.textFormat(), Qt::RichText);
    QVERIFY(!label.text().contains(QLatin1String("<img")));
}

// An unclosed `<b>`, `<br>`, `<span>`, `<img>`, `<a name>` or `<input>` in prose hid every
// paragraph after it up to the next heading, and a prompt holding one printed as an empty cell.
void TestUntrustedLesson::htmlTagsAreShownAsWrittenAndHideNothing() {
    const QString text = QStringLiteral(
        "---\nid: tags\ntitle: Tags <b> here\nsummary: S\nminutes: 1\norder: 1\n---\n\n"
        "# Tags\n\nOne <b> after one.\n\nTwo <br> after two.\n\nThree <span style=\"x\"> after "
        "three.\n\nFour <img src=\"x.png\" alt=\"p\"> after four.\n\nFive <a name=\"x\"> after "
        "five.\n\nSix <input type=\"text\"> after six.\n\nSeven `<code>` and <!-- hidden --> "
        "after seven.\n\n"
        "```question\nid: q\nkind: single\nprompt: Prompt <span> after prompt\n"
        "option a: Option <b> after option\noption b: Plain\nanswer: a\n```\n\n"
        "## Next\n\nThe next section.\n");
    const lessons::ParseResult parsed =
        lessons::parseLesson(text.toUtf8(), lessons_ + QStringLiteral("/tags.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    int htmlWarnings = 0;
    for (const lessons::Diagnostic& d : parsed.diagnostics)
        htmlWarnings += d.message.contains(QLatin1String("HTML is not read")) ? 1 : 0;
    // The title, five prose lines (the `<img>` one warns as an image), the prompt, the option.
    QCOMPARE(htmlWarnings, 8);
    ProgressKeeper keeper(root_->filePath(QStringLiteral("progress.json")));
    QVERIFY(keeper.load().ok);
    LessonPage page(*parsed.lesson, &keeper, [](const QString&) { return QString(); });
    page.resize(900, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.ensureBuilt();
    page.settleLayout();
    QString shown;
    for (QTextBrowser* view : page.findChildren<QTextBrowser*>())
        shown += view->document()->toPlainText() + QLatin1Char('\n');
    for (QLabel* label : page.findChildren<QLabel*>()) {
        shown += (label->textFormat() == Qt::PlainText
                      ? label->text()
                      : QTextDocumentFragment::fromHtml(label->text()).toPlainText()) +
                 QLatin1Char('\n');
    }
    for (QAbstractButton* button : page.findChildren<QAbstractButton*>())
        shown += button->text() + QLatin1Char('\n');
    for (const char* expected :
         {"One <b> after one.", "Two <br> after two.", "Three <span style=\"x\"> after three.",
          "Four <img src=\"x.png\" alt=\"p\"> after four.", "Five <a name=\"x\"> after five.",
          "Six <input type=\"text\"> after six.", "after seven.", "The next section.",
          "after prompt", "Option <b> after option", "Tags <b> here"})
        QVERIFY2(shown.contains(QLatin1String(expected)), expected);
    QVERIFY(!shown.contains(QLatin1String("hidden")));
    // A title that is not the first heading stands in the text column, not left of it.
    auto* title = page.findChild<QLabel*>(QStringLiteral("lessonTitle"));
    auto* meta = page.findChild<QLabel*>(QStringLiteral("lessonMeta"));
    QVERIFY(title && meta);
    QCOMPARE(title->geometry().left(), meta->geometry().left());
}

// Issue 24: a question prompt holding an inline HTML tag printed as an empty cell in the PDF
// report. The prompt is printed as written, tag and all, on the lesson's PDF and in the record's
// PDF report (read back with pdftotext), for each tag the issue lists.
void TestUntrustedLesson::promptHoldingATagIsPrinted_data() {
    QTest::addColumn<QString>("tag");
    QTest::addRow("img") << QStringLiteral("<img src=\"x.png\" alt=\"p\">");
    QTest::addRow("br") << QStringLiteral("<br>");
    QTest::addRow("b") << QStringLiteral("<b>");
    QTest::addRow("span") << QStringLiteral("<span style=\"x\">");
    QTest::addRow("input") << QStringLiteral("<input type=\"text\">");
    QTest::addRow("a name") << QStringLiteral("<a name=\"x\">");
}

namespace {

QString pdfToText(const QString& pdf, QString* failure) {
    QProcess process;
    process.start(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")});
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        *failure = QStringLiteral("pdftotext (poppler-utils) is needed");
        return {};
    }
    return QString::fromUtf8(process.readAllStandardOutput()).simplified();
}

} // namespace

void TestUntrustedLesson::promptHoldingATagIsPrinted() {
    QFETCH(QString, tag);
    const QString text =
        QStringLiteral(
            "---\nid: tags\ntitle: Tags\nsummary: S\nminutes: 1\norder: 1\n---\n\n# Tags\n\n"
            "```question\nid: q\nkind: single\nprompt: Prompt %1 after prompt\n"
            "option a: Option %1 after option\noption b: Plain\nanswer: a\n```\n\n"
            "## Next\n\nThe next section.\n")
            .arg(tag);
    const lessons::ParseResult parsed =
        lessons::parseLesson(text.toUtf8(), lessons_ + QStringLiteral("/tags.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    // pdftotext reads the tag's quotes and spaces as drawn; the words around it must be there,
    // and the tag's name.
    const QString name = tag.mid(1).section(QRegularExpression(QStringLiteral("[ >]")), 0, 0);
    const auto holdsPrompt = [&](const QString& printed) {
        const qsizetype at = printed.indexOf(QLatin1String("Prompt <") + name);
        return at >= 0 && printed.indexOf(QLatin1String("after prompt"), at) > at;
    };
    QString failure;

    // The lesson's PDF.
    ProgressKeeper keeper(root_->filePath(QStringLiteral("progress.json")));
    QVERIFY(keeper.load().ok);
    LessonPage page(*parsed.lesson, &keeper, [](const QString&) { return QString(); });
    page.resize(900, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.ensureBuilt();
    const QString lessonPdf = root_->filePath(QStringLiteral("lesson.pdf"));
    QVERIFY2(exportLessonPdf(&page, lessonPdf, &failure), qPrintable(failure));
    const QString lessonText = pdfToText(lessonPdf, &failure);
    QVERIFY2(!lessonText.isEmpty(), qPrintable(failure));
    QVERIFY2(holdsPrompt(lessonText), qPrintable(lessonText.left(1500)));
    QVERIFY2(lessonText.contains(QLatin1String("The next section.")),
             qPrintable(lessonText.left(1500)));

    // The record's PDF report, the question answered.
    lessons::LessonProgress progress;
    lessons::AnswerRecord answer;
    answer.choices = {QStringLiteral("a")};
    answer.correct = true;
    answer.attempts = 1;
    answer.at = QDateTime(QDate(2026, 12, 1), QTime(9, 0));
    progress.answers.insert(QStringLiteral("q"), answer);
    lessons::CourseSummary course;
    course.lessons = {lessons::summarizeLesson(*parsed.lesson, &progress)};
    const QString recordPdf = root_->filePath(QStringLiteral("record.pdf"));
    {
        QPdfWriter writer(recordPdf);
        printRecordReport(course, answer.at, &writer);
    }
    const QString recordText = pdfToText(recordPdf, &failure);
    QVERIFY2(!recordText.isEmpty(), qPrintable(failure));
    QVERIFY2(holdsPrompt(recordText), qPrintable(recordText.left(3000)));
}

void TestUntrustedLesson::linkVerdicts_data() {
    QTest::addColumn<QString>("link");
    QTest::addColumn<bool>("opens");
    QTest::addRow("https") << "https://example.org/a?b=c" << true;
    QTest::addRow("http") << "http://example.org" << true;
    QTest::addRow("file") << "file:///etc/passwd" << false;
    QTest::addRow("relative") << "../../etc/shadow" << false;
    QTest::addRow("absolute path") << "/etc/shadow" << false;
    QTest::addRow("anchor") << "#section" << false;
    QTest::addRow("mailto") << "mailto:a@b.org" << false;
    QTest::addRow("smb") << "smb://host/share" << false;
    QTest::addRow("custom scheme") << "steam://run/1" << false;
    QTest::addRow("javascript") << "javascript:alert(1)" << false;
    QTest::addRow("http without host") << "http:/etc/passwd" << false;
    QTest::addRow("data") << "data:text/html,hi" << false;
}

void TestUntrustedLesson::linkVerdicts() {
    QFETCH(QString, link);
    QFETCH(bool, opens);
    QCOMPARE(judgeLink(QUrl(link)) == LinkVerdict::AskThenOpen, opens);
}

// Links in block text used to go straight to the desktop opener, file: and ../ paths included.
void TestUntrustedLesson::refusedLinkNeverReachesTheDesktop() {
    UrlRecorder recorder;
    for (const char* scheme : {"file", "http", "https", "mailto", "smb"})
        QDesktopServices::setUrlHandler(QString::fromLatin1(scheme), &recorder, "open");
    MarkdownLabel label(QStringLiteral("[passwd](file:///etc/passwd) and [up](../../etc/shadow)"));
    MarkdownView view;
    view.setLessonMarkdown(QStringLiteral("[passwd](file:///etc/passwd) [mail](mailto:a@b.org)"));
    DialogAnswerer answerer(QMessageBox::Ok);
    emit label.linkActivated(QStringLiteral("file:///etc/passwd"));
    emit label.linkActivated(QStringLiteral("../../etc/shadow"));
    emit view.anchorClicked(QUrl(QStringLiteral("file:///etc/passwd")));
    emit view.anchorClicked(QUrl(QStringLiteral("mailto:a@b.org")));
    for (const char* scheme : {"file", "http", "https", "mailto", "smb"})
        QDesktopServices::unsetUrlHandler(QString::fromLatin1(scheme));
    QCOMPARE(recorder.opened, QList<QUrl>());
    QCOMPARE(answerer.texts.size(), 4); // each refusal is explained
    QVERIFY(answerer.texts.first().contains(QLatin1String("not opened")));
    QVERIFY(answerer.texts.first().contains(QLatin1String("file:///etc/passwd")));
    QCOMPARE(answerer.formats.first(), Qt::PlainText);
}

void TestUntrustedLesson::webLinkOpensOnlyAfterConfirmation() {
    UrlRecorder recorder;
    QDesktopServices::setUrlHandler(QStringLiteral("https"), &recorder, "open");
    MarkdownLabel label(QStringLiteral("[site](https://example.org/page)"));
    const QUrl url(QStringLiteral("https://example.org/page"));
    {
        DialogAnswerer no(QMessageBox::Cancel);
        emit label.linkActivated(url.toString());
        QCOMPARE(no.texts.size(), 1);
        QVERIFY(no.texts.first().contains(url.toString())); // the user sees where it goes
        QCOMPARE(recorder.opened, QList<QUrl>());
    }
    {
        DialogAnswerer yes(QMessageBox::Open);
        emit label.linkActivated(url.toString());
        QCOMPARE(yes.texts.size(), 1);
    }
    QDesktopServices::unsetUrlHandler(QStringLiteral("https"));
    QCOMPARE(recorder.opened, QList<QUrl>({url}));
}

// Issue 24: the confirmation showed http://example.com/ for a host in Cyrillic letters while the
// opener received its punycode, honoured a U+202E in the path, and let %20 padding append words.
// A dialog wraps only at spaces: a longer run of the address was cut off at its edge, and with
// a long host the cut-off part named the site (https://example.org.aaa...aaa.evil.com/ showed as
// https://example.org.aaa...). `https://example.org@evil.com/` goes to evil.com.
void TestUntrustedLesson::linkShownExactlyAsOpened_data() {
    QTest::addColumn<QString>("link");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<QString>("site");
    QTest::addRow("Cyrillic letters in the host")
        << QStringLiteral("http://\u0435\u0445\u0430mple.com/")
        << QStringLiteral("http://xn--mple-43d3a6i.com/") << QStringLiteral("xn--mple-43d3a6i.com");
    QTest::addRow("bidi override in the path")
        << QStringLiteral("https://example.org/\u202Egnp.exe")
        << QStringLiteral("https://example.org/%E2%80%AEgnp.exe") << QStringLiteral("example.org");
    QTest::addRow("space padding") << QStringLiteral("https://example.org/a%20%20%20%20and%20more")
                                   << QStringLiteral("https://example.org/a%20%20%20%20and%20more")
                                   << QStringLiteral("example.org");
    QTest::addRow("plain ASCII") << QStringLiteral("https://example.org/page?x=1")
                                 << QStringLiteral("https://example.org/page?x=1")
                                 << QStringLiteral("example.org");
    QTest::addRow("user name that looks like a site")
        << QStringLiteral("https://example.org@evil.com/")
        << QStringLiteral("https://example.org@evil.com/") << QStringLiteral("evil.com");
    const QString longHost = QStringLiteral("example.org.%1.%2.evil.com")
                                 .arg(QString(55, QLatin1Char('a')), QString(55, QLatin1Char('b')));
    QTest::addRow("long host") << QStringLiteral("https://%1/x").arg(longHost)
                               << QStringLiteral("https://%1/x").arg(longHost) << longHost;
    const QString longPath = QStringLiteral("https://example.org%2F") +
                             QString(70, QLatin1Char('x')) + QStringLiteral("@evil.com/") +
                             QString(70, QLatin1Char('z'));
    QTest::addRow("long user name") << longPath << longPath << QStringLiteral("evil.com");
    const QString escapes = QStringLiteral("https://example.org/") + QString(39, QLatin1Char('a')) +
                            QStringLiteral("%20").repeated(10);
    QTest::addRow("escape at a line's end") << escapes << escapes << QStringLiteral("example.org");
}

void TestUntrustedLesson::linkShownExactlyAsOpened() {
    QFETCH(QString, link);
    QFETCH(QString, shown);
    QFETCH(QString, site);
    const QUrl url(link);
    QCOMPARE(addressAsOpened(url), shown);
    UrlRecorder recorder;
    QDesktopServices::setUrlHandler(url.scheme(), &recorder, "open");
    {
        DialogAnswerer yes(QMessageBox::Open);
        activateLessonLink(nullptr, url);
        QCOMPARE(yes.texts.size(), 1);
        const QString text = yes.texts.first();
        // Every run without a space fits a line, so nothing is cut off at the dialog's edge.
        static const QRegularExpression unbroken(QStringLiteral("\\S+"));
        for (auto it = unbroken.globalMatch(text); it.hasNext();) {
            const QString run = it.next().captured();
            QVERIFY2(run.size() <= kAddressLineLength, qPrintable(run));
        }
        static const QRegularExpression cutEscape(QStringLiteral("%[0-9A-F]?$"));
        for (const QString& line : text.split(QLatin1Char('\n')))
            QVERIFY2(!cutEscape.match(line).hasMatch(), qPrintable(text)); // "%2" then "0"
        QString joined = text;
        joined.remove(QLatin1Char('\n'));
        QVERIFY2(joined.contains(shown), qPrintable(text));
        // The site on a line of its own, whole.
        QString siteLines;
        for (qsizetype i = 0; i < site.size(); i += kAddressLineLength)
            siteLines += QLatin1Char('\n') + site.mid(i, kAddressLineLength);
        QVERIFY2(text.contains(siteLines + QLatin1Char('\n')), qPrintable(text));
    }
    QDesktopServices::unsetUrlHandler(url.scheme());
    QCOMPARE(recorder.opened.size(), 1);
    QCOMPARE(QString::fromLatin1(recorder.opened.first().toEncoded()), shown);
}

// A link QUrl cannot read (a host label over 63 characters) has no address to show: the refusal
// said "This link is not opened:" and nothing after it.
void TestUntrustedLesson::invalidLinkIsSaidToBeInvalid() {
    const QUrl url(QStringLiteral("https://%1.evil.com/").arg(QString(110, QLatin1Char('a'))));
    QVERIFY(!url.isValid());
    DialogAnswerer ok(QMessageBox::Ok);
    activateLessonLink(nullptr, url);
    QCOMPARE(ok.texts.size(), 1);
    QVERIFY2(ok.texts.first().contains(QLatin1String("not a valid web address")),
             qPrintable(ok.texts.first()));
}

// Issue 24: Enter on a Problems row for a FIFO, a device or a link to /etc/passwd ran the
// desktop opener on it. Only a regular lesson file inside the folder may be opened.
void TestUntrustedLesson::problemsPanelOpensOnlyLessonFiles_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("opens");
    QTest::addRow("lesson file") << QStringLiteral("widgets.lesson.md") << true;
    QTest::addRow("FIFO") << QStringLiteral("pipe.lesson.md") << false;
    QTest::addRow("link out of the folder") << QStringLiteral("passwd.lesson.md") << false;
    QTest::addRow("device") << QStringLiteral("/dev/null") << false;
    QTest::addRow("built-in course")
        << QStringLiteral(":/lessons/00-dot-products.lesson.md") << false;
}

void TestUntrustedLesson::problemsPanelOpensOnlyLessonFiles() {
    QFETCH(QString, name);
    QFETCH(bool, opens);
    FifoGuard fifo(lessons_ + QStringLiteral("/pipe.lesson.md"));
    QVERIFY(fifo.made());
    QVERIFY(
        QFile::link(QStringLiteral("/etc/passwd"), lessons_ + QStringLiteral("/passwd.lesson.md")));
    const QString file = name.startsWith(QLatin1Char('/')) || name.startsWith(QLatin1Char(':'))
                             ? name
                             : lessons_ + QLatin1Char('/') + name;
    QCOMPARE(lessons::mayOpenInEditor(file, lessons_), opens);
    // The same through a relative folder, as `--lessons DIR` may give it.
    const QString relativeFolder = QDir::current().relativeFilePath(lessons_);
    const QString relativeFile =
        name.startsWith(QLatin1Char('/')) || name.startsWith(QLatin1Char(':'))
            ? name
            : relativeFolder + QLatin1Char('/') + name;
    QCOMPARE(lessons::mayOpenInEditor(relativeFile, relativeFolder), opens);
    QFile::remove(lessons_ + QStringLiteral("/passwd.lesson.md"));
}

// The panel itself, as a student activates its rows (Enter or a double click), with the folder
// given as a relative path: only the lesson file's row reaches the desktop, as an absolute path.
void TestUntrustedLesson::problemsRowOfARefusedFileOpensNothing() {
    FifoGuard fifo(lessons_ + QStringLiteral("/pipe.lesson.md"));
    QVERIFY(fifo.made());
    QVERIFY(
        QFile::link(QStringLiteral("/etc/passwd"), lessons_ + QStringLiteral("/passwd.lesson.md")));
    QByteArray warned = testfiles::read(lessons_ + QStringLiteral("/widgets.lesson.md"));
    warned.replace("id: test-lesson", "id: warned");
    warned.append("\nA <b> tag.\n"); // a warning: the file loads and has a row
    QVERIFY(writeFile(lessons_ + QStringLiteral("/warned.lesson.md"), warned));
    const QString absoluteLessons = lessons_;
    lessons_ = QDir::current().relativeFilePath(lessons_);
    QVERIFY(QDir::isRelativePath(lessons_));
    auto window = open();
    lessons_ = absoluteLessons;
    QVERIFY(window);
    UrlRecorder recorder;
    QDesktopServices::setUrlHandler(QStringLiteral("file"), &recorder, "open");
    QStringList activated;
    for (int i = 0; i < window->problemsList()->count(); ++i) {
        QListWidgetItem* item = window->problemsList()->item(i);
        activated.append(item->text());
        emit window->problemsList()->itemActivated(item);
        if (!item->text().contains(QLatin1String("warned.lesson.md")))
            QCOMPARE(window->statusBar()->currentMessage(), item->text()); // said in place
    }
    QDesktopServices::unsetUrlHandler(QStringLiteral("file"));
    const auto rowFor = [&](const char* name) {
        return std::any_of(activated.cbegin(), activated.cend(),
                           [&](const QString& row) { return row.contains(QLatin1String(name)); });
    };
    QVERIFY2(rowFor("pipe.lesson.md") && rowFor("passwd.lesson.md") && rowFor("warned.lesson.md"),
             qPrintable(activated.join(QLatin1Char('\n'))));
    QCOMPARE(recorder.opened.size(), 1);
    QCOMPARE(recorder.opened.first(),
             QUrl::fromLocalFile(
                 QFileInfo(lessons_ + QStringLiteral("/warned.lesson.md")).canonicalFilePath()));
    window.reset();
    QFile::remove(lessons_ + QStringLiteral("/passwd.lesson.md"));
}

// A lesson file replaced by a FIFO during hot reload used to hang the window.
void TestUntrustedLesson::fifoInPlaceOfALessonDuringReload() {
    auto window = open();
    QVERIFY(window);
    QCOMPARE(window->currentLessonId(), QStringLiteral("test-lesson"));
    const QString path = lessons_ + QStringLiteral("/widgets.lesson.md");
    QVERIFY(QFile::remove(path));
    FifoGuard fifo(path);
    QVERIFY(fifo.made());
    auto problemsMention = [&](const QString& text) {
        for (int i = 0; i < window->problemsList()->count(); ++i) {
            if (window->problemsList()->item(i)->text().contains(text))
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(problemsMention(QStringLiteral("not a regular file")), 10000);
    QCOMPARE(window->currentLessonId(), QStringLiteral("test-lesson")); // the last good one stays
    QVERIFY(!fifo.wasOpened());
}

// 100,000 files took a minute before the window showed: every path went to the watcher.
void TestUntrustedLesson::watcherIsCappedAtTheFolderCap() {
    for (int i = 0; i < 2 * lessons::kMaxFilesPerFolder; ++i)
        QVERIFY(writeFile(lessons_ + QStringLiteral("/f%1.lesson.md").arg(i), "x"));
    auto window = open();
    QVERIFY(window);
    auto* watcher = window->findChild<QFileSystemWatcher*>();
    QVERIFY(watcher);
    QVERIFY(watcher->directories().size() == 1); // new and removed files are still noticed
    QCOMPARE(watcher->files().size(), 0);
    QVERIFY(window->problemsList()->count() > 0); // the cap is reported
}

// Issue 24: after a lesson file was replaced by a link out of the folder and then by a regular
// file again, the watcher still watched the link's target: later saves were never reloaded,
// and a change to the file outside the folder reloaded the lesson.
void TestUntrustedLesson::watcherFollowsNoOldLinkTarget() {
    const QString path = lessons_ + QStringLiteral("/widgets.lesson.md");
    const QByteArray original = testfiles::read(path);
    const auto titled = [&](const char* title) {
        QByteArray text = original;
        return text.replace("title: Test lesson", QByteArray("title: ") + title);
    };
    const QString outside = root_->filePath(QStringLiteral("outside.lesson.md"));
    QVERIFY(writeFile(outside, titled("Outside")));
    auto window = open();
    QVERIFY(window);
    const auto title = [&] {
        const lessons::Lesson* lesson = window->course().find(QStringLiteral("test-lesson"));
        return lesson ? lesson->title : QString();
    };
    QCOMPARE(title(), QStringLiteral("Test lesson"));
    QVERIFY(QFile::remove(path));
    QVERIFY(QFile::link(outside, path));
    QTRY_VERIFY_WITH_TIMEOUT(window->problemsList()->count() > 0, 10000); // the link is refused
    QCOMPARE(title(), QStringLiteral("Test lesson"));

    QVERIFY(QFile::remove(path));
    QVERIFY(writeFile(path, titled("Second")));
    QTRY_COMPARE_WITH_TIMEOUT(title(), QStringLiteral("Second"), 10000);
    QVERIFY(writeFile(path, titled("Third"))); // saved in place, as most editors do
    QTRY_COMPARE_WITH_TIMEOUT(title(), QStringLiteral("Third"), 10000);
    auto* watcher = window->findChild<QFileSystemWatcher*>();
    QVERIFY(watcher);
    QVERIFY(writeFile(outside, titled("Outside again")));
    QTest::qWait(1000); // ample for a reload (150 ms after the change) that must not come
    QCOMPARE(title(), QStringLiteral("Third"));
    QVERIFY(writeFile(path, titled("Fourth")));
    QTRY_COMPARE_WITH_TIMEOUT(title(), QStringLiteral("Fourth"), 10000);
}

// Saving the German variant while the application ran in English swapped the page to German.
void TestUntrustedLesson::translationSavedInAnotherLanguageKeepsThePage() {
    const QByteArray english = testfiles::read(lessons_ + QStringLiteral("/widgets.lesson.md"));
    QByteArray german = english;
    german.replace("title: Test lesson", "title: Testlektion\nlanguage: de");
    const QString germanPath = lessons_ + QStringLiteral("/widgets.de.lesson.md");
    QVERIFY(writeFile(germanPath, german));
    auto window = open(QStringLiteral("en"));
    QVERIFY(window);
    QCOMPARE(window->course().find(QStringLiteral("test-lesson"))->title,
             QStringLiteral("Test lesson"));
    german.replace("Testlektion", "Testlektion zwei");
    QVERIFY(writeFile(germanPath, german));
    QTRY_VERIFY_WITH_TIMEOUT(
        window->statusBar()->currentMessage().contains(QStringLiteral("widgets.de.lesson.md")),
        10000);
    QCOMPARE(window->course().find(QStringLiteral("test-lesson"))->title,
             QStringLiteral("Test lesson"));
    QVERIFY(window->windowTitle().startsWith(QStringLiteral("Test lesson")));
}

void TestUntrustedLesson::newerRecordIsShownReadOnly() {
    const QString progress = data_ + QStringLiteral("/progress.json");
    const QByteArray newer = "{\"version\": 2, \"lastLesson\": \"test-lesson\", \"lessons\": "
                             "{\"test-lesson\": {\"answers\": {\"single\": {\"choices\": [\"b\"], "
                             "\"correct\": true, \"attempts\": 1, \"streak\": 3}}}}}";
    QVERIFY(writeFile(progress, newer));
    {
        auto window = open();
        QVERIFY(window);
        QVERIFY(window->messageBar()->isVisible());
        QVERIFY2(window->messageBar()->text().contains(QStringLiteral("newer version")),
                 qPrintable(window->messageBar()->text()));
        QVERIFY(window->messageBar()->text().contains(QStringLiteral("nothing you do now")));
        window->close();
    }
    QCOMPARE(testfiles::read(progress), newer);
    QCOMPARE(QDir(data_).entryList(QDir::Files | QDir::Hidden), QStringList{"progress.json"});
}

QTEST_MAIN(TestUntrustedLesson)
#include "tst_untrustedlesson.moc"
