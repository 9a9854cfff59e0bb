// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Every text a student can see or hear on the built-in course, in English and German, in every
// state the student flow reaches (reveals opened, controls at their ends and middle, questions
// answered wrong and right, labs run, the overview and the review): no math placeholder, no TeX,
// no parameter name or option id, no e-notation and no hyphen-minus as a minus sign (issue 19).
#include "app/blocks/labruntable.h"
#include "app/blocks/textblocks.h"
#include "app/mainwindow.h"
#include "app/math/mathtext.h"
#include "app/overviewpage.h"
#include "app/progresskeeper.h"
#include "app/recordexport.h"
#include "app/reviewpage.h"
#include "tests/common/studentflow.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QHeaderView>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTranslator>

#include <memory>

using namespace app;

namespace {

// A text shown and where it was found, for the failure message.
struct Seen {
    QString text;
    QString where;
};

QString plainOf(const QString& text) {
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

bool insideCode(const QWidget* widget) {
    // Code samples are code as written (identifiers, "-1"); they are no text built for display.
    for (const QWidget* w = widget; w; w = w->parentWidget()) {
        if (qobject_cast<const CodeBlock*>(w))
            return true;
    }
    return false;
}

void collect(QWidget* root, const QString& state, QList<Seen>* out) {
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : std::as_const(widgets)) {
        if (!w->isVisibleTo(root) || insideCode(w))
            continue;
        const QString where = state + QLatin1Char(' ') + w->metaObject()->className();
        auto add = [&](const QString& text, const char* what) {
            if (!text.isEmpty())
                out->append({text, where + QLatin1Char(' ') + QLatin1String(what)});
        };
        // A formula's tooltip is its linear form beside the typeset formula; a subscript that
        // Unicode has no letter for stays "a_d" there (lessons::mathToPlainText).
        if (!qobject_cast<math::FormulaView*>(w))
            add(w->toolTip(), "tooltip");
        add(w->accessibleName(), "accessible name");
        add(w->accessibleDescription(), "accessible description");
        if (auto* label = qobject_cast<QLabel*>(w))
            add(plainOf(label->text()), "text");
        if (auto* button = qobject_cast<QAbstractButton*>(w))
            add(button->text(), "text");
        if (auto* browser = qobject_cast<QTextBrowser*>(w))
            add(browser->document()->toPlainText(), "text");
        if (auto* edit = qobject_cast<QLineEdit*>(w))
            add(edit->placeholderText(), "placeholder"); // its text is what the student typed
        if (auto* combo = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < combo->count(); ++i)
                add(combo->itemText(i), "item");
        }
        if (auto* table = qobject_cast<QTableWidget*>(w)) {
            for (int c = 0; c < table->columnCount(); ++c) {
                if (QTableWidgetItem* header = table->horizontalHeaderItem(c))
                    add(header->text(), "header");
            }
            for (int r = 0; r < table->rowCount(); ++r) {
                for (int c = 0; c < table->columnCount(); ++c) {
                    if (QTableWidgetItem* cell = table->item(r, c)) {
                        add(cell->text(), "cell");
                        add(cell->toolTip(), "cell tooltip");
                    }
                }
            }
        }
        if (auto* view = qobject_cast<QGraphicsView*>(w); view && view->scene()) {
            // Chart titles, axis labels, legends and value labels are items of the chart's scene.
            for (QGraphicsItem* item : view->scene()->items()) {
                if (!item->isVisible())
                    continue;
                QString text;
                if (auto* rich = dynamic_cast<QGraphicsTextItem*>(item))
                    text = rich->toPlainText();
                else if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item))
                    text = simple->text();
                // Axis tick labels are Qt Charts' own printf form ("-5"), which the axis work of
                // issue 19 (items 4, 5) replaces; every other chart text is checked in full.
                static const QRegularExpression tick(QStringLiteral("^-?\\d+([.,]\\d+)?$"));
                if (!text.contains(tick))
                    add(text, "chart text");
            }
        }
    }
}

// The lines of a PDF's text (pdftotext from poppler-utils, see scripts/deps.sh), one Seen each.
void collectPdf(const QString& path, const QString& state, QList<Seen>* out) {
    QProcess process;
    process.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    QVERIFY2(process.waitForFinished(60000), "pdftotext (poppler-utils) is needed");
    const QStringList lines = QString::fromUtf8(process.readAllStandardOutput())
                                  .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY2(lines.size() > 5, qPrintable(path));
    // A dotted name broken after a dot ("torch.nn.functional." / "scaled_dot_product_attention")
    // is one word again, so the rules see the qualified name the page shows.
    static const QRegularExpression dottedEnd(QStringLiteral("\\w\\.\\w+\\.$"));
    bool joinNext = false;
    for (const QString& line : lines) {
        if (joinNext && !out->isEmpty() && line.front().isLower())
            out->last().text += line;
        else
            out->append({line, state});
        joinNext = dottedEnd.match(line).hasMatch();
    }
}

// The answers and checked_at columns of the CSV: the text the record built from the lesson's
// options and its controls' labels.
void collectCsvAnswers(const QByteArray& csv, QList<Seen>* out) {
    const QStringList rows = QString::fromUtf8(csv).split(QStringLiteral("\r\n"));
    for (const QString& row : rows.mid(1)) {
        // lesson,lesson_title,question,answer,...: an answer with a comma is quoted.
        static const QRegularExpression answer(QStringLiteral(
            "^[^,]*,(?:\"(?:[^\"]|\"\")*\"|[^,]*),[^,]*,(\"(?:[^\"]|\"\")*\"|[^,]*)"));
        const QRegularExpressionMatch m = answer.match(row);
        // A typed number is written in the C form ("-11", "3.54"): a spreadsheet reads it.
        static const QRegularExpression typedNumber(QStringLiteral("^\"?-?[0-9.,]+\"?$"));
        if (m.hasMatch() && !m.captured(1).contains(typedNumber))
            out->append({m.captured(1), QStringLiteral("record CSV answer")});
        // checked_at, the last column: the controls' values in plain text (issue 19, sp36: it
        // read "Model dimension d_model = 512", an identifier beside prompts that write "dₖ").
        static const QRegularExpression lastField(
            QStringLiteral(",(\"(?:[^\"]|\"\")*\"|[^,\"]*)$"));
        const QRegularExpressionMatch checked = lastField.match(row);
        if (checked.hasMatch() && checked.captured(1) != QLatin1String("none"))
            out->append({checked.captured(1), QStringLiteral("record CSV checked_at")});
    }
}

// Names a student must never read: the lesson's parameter names and option ids, except one the
// lesson's own prose or the interface's buttons use as a word ("angle", "Run unchanged").
QStringList internalNames(const lessons::Lesson& lesson, const QList<lessons::Lesson>& proseOf,
                          const QString& interfaceWords) {
    QStringList names = lesson.parameterNames();
    std::function<void(const QList<lessons::Block>&)> walk = [&](const QList<lessons::Block>& bs) {
        for (const lessons::Block& block : bs) {
            if (block.type == QLatin1String("question"))
                names += block.args(QStringLiteral("option"));
            // A question's or lab's id ("predict-angle") is the record's key, never its name.
            if ((block.type == QLatin1String("question") || block.type == QLatin1String("lab")) &&
                block.id().contains(QLatin1Char('-')))
                names += block.id();
            walk(block.children);
        }
    };
    walk(lesson.blocks);
    QString prose;
    std::function<void(const QList<lessons::Block>&)> read = [&](const QList<lessons::Block>& bs) {
        for (const lessons::Block& block : bs) {
            prose += block.source + QLatin1Char('\n');
            for (const lessons::Entry& entry : block.entries) {
                if (entry.key != QLatin1String("id")) // an id is the record's key, never prose
                    prose += entry.value + QLatin1Char('\n');
            }
            read(block.children);
        }
    };
    read(lesson.blocks);
    for (const lessons::Lesson& other : proseOf)
        read(other.blocks);
    prose += interfaceWords;
    prose.remove(QRegularExpression(QStringLiteral("\\$[^$]*\\$|\\{[^}]*\\}")));
    QStringList out;
    for (const QString& name : std::as_const(names)) {
        const QRegularExpression word(
            QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(name)));
        if (!prose.contains(word) && !out.contains(name))
            out.append(name);
    }
    return out;
}

// What is wrong with one shown text, or empty.
QString problem(QString text, const QStringList& names) {
    text.remove(QRegularExpression(QStringLiteral("https?://\\S+|doi:\\S+|arXiv:\\S+")));
    for (QChar c : std::as_const(text)) {
        if ((c.unicode() >= 0xe000 && c.unicode() <= 0xf8ff) || c.unicode() == 0xfffd)
            return QStringLiteral("private-use character or U+FFFD");
    }
    struct Rule {
        const char* pattern;
        const char* what;
    };
    static const Rule rules[] = {
        {"\\b(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\\b", "placeholder hex"},
        {"\\$", "a dollar sign (unconverted math)"},
        {"\\\\[A-Za-z]+", "a TeX command"},
        // Not a qualified API name in a reference
        // (torch.nn.functional.scaled_dot_product_attention; it may break after a dot, where a
        // zero-width space follows it; course38's German lesson 2 PDF turned the page there, and
        // the next page's text starts with a form feed).
        {"(?<![.\\w])(?<!\\.\\x{200B})(?<!\\f)[A-Za-z]+_[A-Za-z0-9]+", "an identifier with _"},
        {"\\d[eE][-+\\x{2212}]?\\d", "e-notation"},
        {"(^|[\\s(\\[=×·,;:/])-\\d", "a hyphen-minus as a minus sign"},
        {"\\w - \\w", "a hyphen-minus as a dash or a minus sign"},
        // "(2,00, 0)": with a decimal comma the numbers of a tuple are separated by "; ".
        {"\\(\\s*[\\x{2212}-]?\\d+,\\d+, [\\x{2212}-]?\\d",
         "a tuple of decimal-comma numbers split by commas"},
    };
    for (const Rule& rule : rules) {
        static QHash<const char*, QRegularExpression> compiled;
        if (!compiled.contains(rule.pattern))
            compiled.insert(rule.pattern, QRegularExpression(QString::fromUtf8(rule.pattern)));
        if (text.contains(compiled.value(rule.pattern)))
            return QString::fromUtf8(rule.what);
    }
    for (const QString& name : names) {
        if (text.contains(QRegularExpression(
                QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(name)))))
            return QStringLiteral("the internal name “%1”").arg(name);
    }
    return {};
}

} // namespace

class TestVisibleText : public QObject {
    Q_OBJECT
private slots:
    void everyShownTextReads_data();
    void everyShownTextReads();
    void cleanup();

private:
    QTranslator translator_;
    bool translatorInstalled_ = false;
};

void TestVisibleText::cleanup() {
    if (translatorInstalled_)
        QCoreApplication::removeTranslator(&translator_);
    translatorInstalled_ = false;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestVisibleText::everyShownTextReads_data() {
    QTest::addColumn<QString>("lessonId");
    QTest::addColumn<QString>("localeName");
    for (const char* locale : {"en_US", "de_DE"}) {
        for (const char* id : {"dot-products", "scaled-dot-product", "mixing-values", "gain-knob",
                               "interview-sqrt-dk"})
            QTest::addRow("%s %s", id, locale)
                << QString::fromLatin1(id) << QString::fromLatin1(locale);
    }
}

void TestVisibleText::everyShownTextReads() {
    QFETCH(QString, lessonId);
    QFETCH(QString, localeName);
    const QLocale locale(localeName);
    QLocale::setDefault(locale);
    if (locale.language() != QLocale::English) {
        QVERIFY(translator_.load(locale, QStringLiteral("attention-lab"), QStringLiteral("_"),
                                 QStringLiteral(":/i18n")));
        translatorInstalled_ = QCoreApplication::installTranslator(&translator_);
    }
    QTemporaryDir data;
    MainWindowOptions options;
    options.dataDir = data.path();
    options.lessonId = lessonId;
    options.localeName = locale.name();
    options.reviewSeed = 5;
    MainWindow window(options);
    window.setConfirmation([](const QString&) { return true; });
    window.resize(1280, 860);
    window.show();
    LessonPage* page = window.page();
    QVERIFY(page);
    page->ensureBuilt();
    QList<Seen> seen;
    collect(page, QStringLiteral("opened"), &seen);

    // Reveals first: the controls after a prediction stay locked until it is answered.
    for (QuestionBlock* question : page->questions()) {
        if (!question->revealTarget().isEmpty())
            studentflow::answerWrongThenRight(page, question);
    }
    QStringList labCells;
    for (LabBlock* lab : page->findChildren<LabBlock*>()) {
        studentflow::doTheLab(lab);
        // sp37 #4: one weight a cell, by the percent rule, under its key's column ("𝑘₁ 9.0%\n𝑘₂
        // 66.5%" stacked in one cell, "k₁ 73.1% · k₂ 26.9%" on a line in another lab).
        static const QRegularExpression weight(
            QStringLiteral("^([<>]\\x{00a0})?\\d+([.,]\\d+)?\\x{00a0}?%$"));
        const LabRunTable* table = lab->runTable();
        for (int row = 0; row < table->rowCount(); ++row) {
            for (int column = LabRunTable::kFirstKeyColumn; column < table->columnCount();
                 ++column) {
                const QString cell = table->item(row, column)->text();
                if (!cell.isEmpty() && !weight.match(cell).hasMatch())
                    labCells.append(QStringLiteral("%1 row %2 column %3: \"%4\"")
                                        .arg(lab->accessibleName())
                                        .arg(row)
                                        .arg(column)
                                        .arg(cell));
            }
        }
    }
    QVERIFY2(labCells.isEmpty(), qPrintable(labCells.join(QLatin1Char('\n'))));
    for (QuestionBlock* question : page->questions()) {
        if (question->revealTarget().isEmpty())
            studentflow::answerWrongThenRight(page, question);
    }
    page->settleLayout();
    collect(page, QStringLiteral("answered"), &seen);

    // Every slider at its ends and middle, one at a time; the page is read at each.
    for (SliderControl* control : page->findChildren<SliderControl*>()) {
        if (!control->isEnabled())
            continue;
        QSlider* slider = control->slider();
        const int start = slider->value();
        const QString name = control->accessibleName();
        for (int at :
             {slider->minimum(), (slider->minimum() + slider->maximum()) / 2, slider->maximum()}) {
            slider->setValue(at);
            collect(page, QStringLiteral("%1 at %2").arg(name).arg(at), &seen);
        }
        slider->setValue(start);
    }
    studentflow::moveEveryControl(page);
    collect(page, QStringLiteral("controls moved"), &seen);

    window.showOverview();
    collect(window.overviewPage(), QStringLiteral("overview"), &seen);
    window.showReview();
    if (window.reviewPage())
        collect(window.reviewPage(), QStringLiteral("review"), &seen);

    // What leaves the window: the lesson as a PDF, the record as a PDF report and as CSV.
    // The lesson PDF prints the answer fields as the student typed them ("-6"): their own text.
    QSet<QString> typed;
    for (QuestionBlock* question : page->questions()) {
        if (question->numericField())
            typed.insert(question->numericField()->text());
    }
    const QString lessonPdf = data.filePath(QStringLiteral("lesson.pdf"));
    QVERIFY(window.exportLessonPdf(lessonPdf));
    collectPdf(lessonPdf, QStringLiteral("lesson PDF"), &seen);
    const QString recordPdf = data.filePath(QStringLiteral("record.pdf"));
    QString error;
    QVERIFY2(exportRecord(recordPdf, window.course(), window.progress()->store(),
                          QDateTime::currentDateTime(), &error),
             qPrintable(error));
    collectPdf(recordPdf, QStringLiteral("record PDF"), &seen);
    collectCsvAnswers(lessons::recordToCsv(window.course(), window.progress()->store()), &seen);

    QString buttons;
    for (QAbstractButton* button : page->findChildren<QAbstractButton*>())
        buttons += button->text() + QLatin1Char('\n');
    // The report's own words ("yes" under "Matched") are interface words, not option ids.
    for (const char* word : {"yes", "no", "correct", "not correct"})
        buttons += QCoreApplication::translate("app", word) + QLatin1Char('\n');
    const QStringList names = internalNames(page->lesson(), {}, buttons);
    // The record's reports hold every lesson's prompts: a word of another lesson is prose there.
    const QStringList recordNames = internalNames(page->lesson(), window.course().lessons, buttons);
    QStringList failures;
    QSet<QString> reported;
    for (const Seen& s : std::as_const(seen)) {
        static const QRegularExpression beforeTheAnswer(QStringLiteral("^[^-\\d]*"));
        if (s.where == QLatin1String("lesson PDF") &&
            typed.contains(QString(s.text).remove(beforeTheAnswer)))
            continue;
        const QString wrong =
            problem(s.text, s.where.startsWith(QLatin1String("record")) ? recordNames : names);
        if (wrong.isEmpty() || reported.contains(s.text))
            continue;
        reported.insert(s.text);
        failures.append(QStringLiteral("%1 in [%2] (%3)").arg(wrong, s.text.left(160), s.where));
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1String("\n"))));
}

QTEST_MAIN(TestVisibleText)
#include "tst_visibletext.moc"
