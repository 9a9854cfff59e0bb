// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Every interface text goes through Qt's translation functions: under a pseudo-locale that marks
// each translated text as ⟦…⟧, every built-in lesson is opened in the real window and every
// visible text (labels, buttons, group titles, tool tips, placeholders, accessible names, chart
// titles, axes and legends, table headers, menus) is searched for English words outside the
// marks. A word the lesson file itself holds is the author's text and exempt, as are numbers.
#include "app/charts/benchrunner.h"
#include "app/lessonpage.h"
#include "app/mainwindow.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QBarCategoryAxis>
#include <QChartView>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTranslator>
#include <QTreeWidget>

#include <algorithm>

namespace {

// A page settles within a second or two here, 20 s or more under the sanitizers; the bound only
// guards against a hang.
constexpr int kSettleMs = 120000;
constexpr QChar kOpen(0x27E6);  // ⟦
constexpr QChar kClose(0x27E7); // ⟧

// Marks every text asked for that the German catalogue translates, so an unmarked text on screen
// never went through tr() or QCoreApplication::translate(), or asked under a context the
// catalogue does not hold (a hand-written context that lupdate filed elsewhere stays English in
// German). Qt's own texts (its contexts, QLineEdit's menu) are marked as they are.
class MarkingTranslator : public QTranslator {
public:
    bool loadCatalogue() {
        return catalogue_.load(QLocale(QLocale::German), QStringLiteral("attention-lab"),
                               QStringLiteral("_"), QStringLiteral(":/i18n"));
    }
    QString translate(const char* context, const char* sourceText, const char* disambiguation,
                      int n) const override {
        if (sourceText == nullptr || *sourceText == '\0')
            return {};
        if (isOurs(context) &&
            catalogue_.translate(context, sourceText, disambiguation, n).isEmpty())
            return {};
        return kOpen + QString::fromUtf8(sourceText) + kClose;
    }
    bool isEmpty() const override { return false; }

private:
    static bool isOurs(const char* context) {
        const QLatin1String name(context ? context : "");
        for (const char* prefix : {"app", "attn::", "lessons"}) {
            if (name.startsWith(QLatin1String(prefix)))
                return true;
        }
        for (const char* whole : {"ButtonRoles", "CoreError", "main", "QObject"}) {
            if (name == QLatin1String(whole))
                return true;
        }
        return false;
    }

    QTranslator catalogue_;
};

// The words of a text outside the marks: letters only, three or more, lowercased.
QStringList unmarkedWords(QString text) {
    static const QRegularExpression innermost(QStringLiteral("⟦[^⟦⟧]*⟧"));
    static const QRegularExpression tag(QStringLiteral("<[^<>]*>"));
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    static const QRegularExpression entity(QStringLiteral("&[a-zA-Z]+;"));
    if (Qt::mightBeRichText(text)) // a whole HTML document holds a style sheet, never shown
        text = QTextDocumentFragment::fromHtml(text).toPlainText();
    for (int guard = 0; guard < 64 && text.contains(innermost); ++guard)
        text.replace(innermost, QStringLiteral(" "));
    text.replace(tag, QStringLiteral(" ")).replace(entity, QStringLiteral(" "));
    QStringList words;
    for (auto it = word.globalMatch(text); it.hasNext();)
        words.append(it.next().captured().toLower());
    return words;
}

QSet<QString> wordsOf(const QString& text) {
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    QSet<QString> words;
    for (auto it = word.globalMatch(text); it.hasNext();)
        words.insert(it.next().captured().toLower());
    return words;
}

struct Shown {
    QString where;
    QString text;
};

void addText(QList<Shown>* out, const QString& where, const QString& text) {
    if (!text.trimmed().isEmpty())
        out->append({where, text});
}

QString nameOf(const QObject* o) {
    return QStringLiteral("%1 %2").arg(QString::fromLatin1(o->metaObject()->className()),
                                       o->objectName());
}

void addMenu(QList<Shown>* out, const QMenu* menu) {
    addText(out, QStringLiteral("menu"), menu->title());
    for (const QAction* action : menu->actions()) {
        addText(out, QStringLiteral("menu action"), action->text());
        addText(out, QStringLiteral("menu action tool tip"),
                action->toolTip() == QString(action->text()).remove(QLatin1Char('&'))
                    ? QString()
                    : action->toolTip());
        if (action->menu())
            addMenu(out, action->menu());
    }
}

// Every text the window shows (or hands a screen reader) right now.
QList<Shown> visibleTexts(QWidget* window) {
    QList<Shown> out;
    addText(&out, QStringLiteral("window title"), window->windowTitle());
    for (QWidget* w : window->findChildren<QWidget*>()) {
        if (!w->isVisible())
            continue;
        const QString where = nameOf(w);
        addText(&out, where + QStringLiteral(" tool tip"), w->toolTip());
        addText(&out, where + QStringLiteral(" accessible name"), w->accessibleName());
        addText(&out, where + QStringLiteral(" accessible description"),
                w->accessibleDescription());
        if (auto* label = qobject_cast<QLabel*>(w))
            addText(&out, where, label->text());
        if (auto* button = qobject_cast<QAbstractButton*>(w))
            addText(&out, where, button->text());
        if (auto* group = qobject_cast<QGroupBox*>(w))
            addText(&out, where, group->title());
        if (auto* edit = qobject_cast<QLineEdit*>(w)) {
            addText(&out, where + QStringLiteral(" placeholder"), edit->placeholderText());
            addText(&out, where, edit->text());
        }
        if (auto* view = qobject_cast<QAbstractItemView*>(w); view && view->model()) {
            const QAbstractItemModel* model = view->model();
            for (int c = 0; c < model->columnCount(); ++c)
                addText(&out, where + QStringLiteral(" header"),
                        model->headerData(c, Qt::Horizontal).toString());
            for (int r = 0; r < std::min(model->rowCount(), 50); ++r) {
                for (int c = 0; c < model->columnCount(); ++c)
                    addText(&out, where + QStringLiteral(" cell"),
                            model->index(r, c).data().toString());
            }
        }
        if (auto* chartView = qobject_cast<QChartView*>(w); chartView && chartView->chart()) {
            QChart* chart = chartView->chart();
            addText(&out, where + QStringLiteral(" chart title"), chart->title());
            for (QAbstractAxis* axis : chart->axes()) {
                addText(&out, where + QStringLiteral(" axis"), axis->titleText());
                if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis))
                    addText(&out, where + QStringLiteral(" axis labels"),
                            categories->categories().join(QLatin1Char(' ')));
            }
            for (QLegendMarker* marker : chart->legend()->markers())
                if (marker->isVisible())
                    addText(&out, where + QStringLiteral(" legend"), marker->label());
        }
    }
    if (auto* main = qobject_cast<QMainWindow*>(window)) {
        for (const QAction* action : main->menuBar()->actions())
            if (action->menu())
                addMenu(&out, action->menu());
    }
    return out;
}

} // namespace

class TestPseudoLocale : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void wordsOutsideTheMarksAreFound();
    void textsAskedUnderOwnContextsAreTranslated();
    void everyLessonPageIsTranslated_data();
    void everyLessonPageIsTranslated();

private:
    MarkingTranslator marking_;
    QTemporaryDir data_;
};

void TestPseudoLocale::initTestCase() {
    QVERIFY(data_.isValid());
    QVERIFY(marking_.loadCatalogue());
    QVERIFY(QCoreApplication::installTranslator(&marking_));
}

// The bench's theory wording asked under "attn::charts::TheorySdWording" while lupdate filed it
// under "attn::charts": German showed "theory √dₖ" in the legend, and no unmarked word was seen
// because the lesson's prose holds "theory" too.
void TestPseudoLocale::textsAskedUnderOwnContextsAreTranslated() {
    for (bool scaled : {false, true}) {
        for (double sigma : {1.0, 2.0}) {
            const attn::charts::TheorySdWording wording =
                attn::charts::theorySdWording(sigma, scaled);
            for (const QString& text : {wording.plain, wording.html, wording.legend})
                QVERIFY2(text.contains(kOpen), qPrintable(text));
        }
    }
}

void TestPseudoLocale::wordsOutsideTheMarksAreFound() {
    QCOMPARE(unmarkedWords(QStringLiteral("⟦Run⟧")), QStringList());
    QCOMPARE(unmarkedWords(QStringLiteral("⟦Lab: %1⟧ with ⟦key⟧ 0.25")),
             QStringList{QStringLiteral("with")});
    QCOMPARE(unmarkedWords(QStringLiteral("⟦<b>%1</b> ⟦sharper⟧⟧ <i>measured</i>")),
             QStringList{QStringLiteral("measured")});
}

void TestPseudoLocale::everyLessonPageIsTranslated_data() {
    QTest::addColumn<QString>("lessonId");
    app::MainWindowOptions options;
    options.dataDir = data_.path();
    options.keepRecord = false;
    app::MainWindow window(options);
    for (const lessons::Lesson& lesson : window.course().lessons)
        QTest::addRow("%s", qPrintable(lesson.id)) << lesson.id;
}

void TestPseudoLocale::everyLessonPageIsTranslated() {
    QFETCH(QString, lessonId);
    app::MainWindowOptions options;
    options.dataDir = data_.path();
    options.keepRecord = false;
    options.lessonId = lessonId;
    app::MainWindow window(options);
    window.resize(1200, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.page());
    window.page()->ensureBuilt();
    QTRY_VERIFY_WITH_TIMEOUT(window.page()->isSettled(), kSettleMs);

    // Every lesson's words: the Previous / Next buttons show the neighbours' titles.
    QSet<QString> authorWords;
    for (const lessons::Lesson& lesson : window.course().lessons) {
        QFile file(lesson.filePath);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(lesson.filePath));
        authorWords.unite(wordsOf(QString::fromUtf8(file.readAll())));
    }
    QVERIFY(!authorWords.isEmpty());
    // View > Language names each language in itself ("Deutsch" in an English window), as
    // language menus do: not a text to translate.
    authorWords.unite({QStringLiteral("english"), QStringLiteral("deutsch")});

    QStringList bad;
    for (const Shown& shown : visibleTexts(&window)) {
        QStringList english;
        const QStringList words = unmarkedWords(shown.text);
        for (const QString& w : words)
            if (!authorWords.contains(w))
                english.append(w);
        // A long accessible text is the start of the prose, cut inside its last word; so is an
        // elided button text (lesson 5's title beside Next, cut at "walkthrou…").
        const bool elided = shown.text.endsWith(QChar(u'…'));
        const QString cut = elided ? shown.text.chopped(1) : shown.text;
        if (!english.isEmpty() && english.last() == words.last() && (cut.size() > 100 || elided) &&
            cut.endsWith(words.last(), Qt::CaseInsensitive) &&
            std::any_of(authorWords.cbegin(), authorWords.cend(),
                        [&](const QString& a) { return a.startsWith(words.last()); }))
            english.removeLast();
        if (!english.isEmpty())
            bad.append(QStringLiteral("%1: “%2” (%3)")
                           .arg(shown.where, shown.text.left(160), english.join(QLatin1Char(' '))));
    }
    bad.removeDuplicates();
    QVERIFY2(bad.isEmpty(),
             qPrintable(QStringLiteral("%1 texts bypass translation:\n").arg(bad.size()) +
                        bad.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestPseudoLocale)
#include "tst_pseudolocale.moc"
