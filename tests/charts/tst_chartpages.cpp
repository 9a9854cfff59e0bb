// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Every chart of the built-in lessons in the main window, as a student meets it (issue 19,
// student pass sp26 items 5 and 6): a chart is the same size after zooming in and back with
// Ctrl+0, and every chart a student sees offers the same menu (Save chart as PNG / SVG) to the
// right mouse button, the context-menu key and Shift+F10.
#include "app/blocks/chartblock.h"
#include "app/blocks/labblock.h"
#include "app/charts/chartexport.h"
#include "app/charts/chartpanel.h"
#include "app/charts/logitbars.h"
#include "app/lessonpage.h"
#include "app/mainwindow.h"
#include "app/richtext.h"
#include "lessons/math.h"
#include "tests/common/heldlessons.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QContextMenuEvent>
#include <QMenu>
#include <QTemporaryDir>
#include <QtTest>

using namespace app;

namespace {

constexpr int kGenerousMs = 60000; // the Monte Carlo bench settles in about a second

// Where a widget sits below `top`: class names and places among siblings.
QString pathOf(const QWidget* w, const QWidget* top) {
    QStringList steps;
    for (; w && w != top; w = w->parentWidget()) {
        const QObject* parent = w->parent();
        steps.prepend(qobject_cast<const LessonPage*>(w)
                          ? QStringLiteral("page")
                          : QStringLiteral("%1[%2]")
                                .arg(QLatin1String(w->metaObject()->className()))
                                .arg(parent ? parent->children().indexOf(w) : 0));
    }
    return steps.join(QLatin1Char('/'));
}

QAction* actionWithShortcut(MainWindow* window, const QKeySequence& keys) {
    for (QAction* action : window->findChildren<QAction*>()) {
        if (action->shortcuts().contains(keys))
            return action;
    }
    return nullptr;
}

// The drawing areas a student sees as charts: every chart view, and every picture the charts
// library draws itself (the lab's bars) rather than a panel that frames one.
QList<QWidget*> chartWidgets(QWidget* top) {
    QList<QWidget*> found;
    for (QWidget* w : top->findChildren<QWidget*>()) {
        const bool drawn = QByteArray(w->metaObject()->className()).startsWith("attn::charts::") &&
                           !qobject_cast<attn::charts::ChartPanel*>(w);
        if (qobject_cast<QChartView*>(w) || drawn)
            found.append(w);
    }
    return found;
}

void openLesson(MainWindow& window) {
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    LessonPage* page = window.page();
    QVERIFY(page);
    page->ensureBuilt();
    // Lessons 2-5 hold later sections until a question is answered; their charts count too.
    heldlessons::answerHoldingQuestions(page);
    QVERIFY(QTest::qWaitFor([page] { return page->isSettled(); }, kGenerousMs));
    page->settleLayout();
}

// The texts of the menu that popped up (closed again), or why none did.
QStringList poppedMenu() {
    auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
    if (!menu)
        return {QStringLiteral("no menu")};
    QStringList texts;
    for (QAction* action : menu->actions())
        texts.append(action->text());
    menu->close();
    QCoreApplication::processEvents();
    return texts;
}

} // namespace

class TestChartPages : public QObject {
    Q_OBJECT
private slots:
    void everyChartComesBackToItsSizeAtReset_data();
    void everyChartComesBackToItsSizeAtReset();
    void everyChartOffersTheSaveMenu_data();
    void everyChartOffersTheSaveMenu();
    void chartTitlesAndSavedCaptions_data();
    void chartTitlesAndSavedCaptions();
};

void TestChartPages::everyChartComesBackToItsSizeAtReset_data() {
    QTest::addColumn<QString>("lessonId");
    for (const char* id :
         {"dot-products", "scaled-dot-product", "mixing-values", "gain-knob", "interview-sqrt-dk"})
        QTest::addRow("%s", id) << QString::fromLatin1(id);
}

// Zoomed in three steps and back with Ctrl+0, lesson 2's histogram "10,000 random pairs" came
// back about 75% taller (its plot 88 px before, 155 px after; sp26 item 5).
void TestChartPages::everyChartComesBackToItsSizeAtReset() {
    QFETCH(QString, lessonId);
    QTemporaryDir data;
    MainWindowOptions options;
    options.dataDir = data.path();
    options.lessonId = lessonId;
    MainWindow window(options);
    window.resize(1440, 860);
    openLesson(window);
    const auto chartSizes = [&window] {
        QHash<QString, QString> sizes;
        for (QWidget* w : chartWidgets(&window)) {
            if (!w->isVisibleTo(&window))
                continue;
            QString size = QStringLiteral("%1x%2").arg(w->width()).arg(w->height());
            if (auto* view = qobject_cast<QChartView*>(w))
                size += QStringLiteral(", plot %1x%2")
                            .arg(view->chart()->plotArea().width())
                            .arg(view->chart()->plotArea().height());
            sizes.insert(pathOf(w, &window), size);
        }
        return sizes;
    };
    const QHash<QString, QString> before = chartSizes();
    if (before.isEmpty())
        QSKIP("every chart of this lesson waits behind a prediction");

    QAction* zoomIn = actionWithShortcut(&window, QKeySequence(QKeySequence::ZoomIn));
    QAction* reset = actionWithShortcut(&window, QKeySequence(Qt::CTRL | Qt::Key_0));
    QVERIFY(zoomIn && reset);
    for (int i = 0; i < 3; ++i) {
        zoomIn->trigger();
        window.page()->settleLayout();
    }
    reset->trigger();
    window.page()->settleLayout();
    const QHash<QString, QString> back = chartSizes();
    QStringList changed;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (back.value(it.key()) != it.value())
            changed.append(
                QStringLiteral("%1: %2 -> %3").arg(it.key(), it.value(), back.value(it.key())));
    }
    changed.sort();
    QVERIFY2(changed.isEmpty(), qPrintable(changed.join(QLatin1Char('\n'))));
}

void TestChartPages::everyChartOffersTheSaveMenu_data() {
    everyChartComesBackToItsSizeAtReset_data();
}

// The histogram offered Save chart as PNG / SVG, the lab's bars and the L3 plane nothing
// (sp26 item 6). Each chart is asked the three ways a student asks: the right mouse button over
// its drawing (sent where Qt sends it, through the view's event filters), the context-menu key
// (a keyboard context-menu event to the focused chart) and Shift+F10.
void TestChartPages::everyChartOffersTheSaveMenu() {
    QFETCH(QString, lessonId);
    QTemporaryDir data;
    MainWindowOptions options;
    options.dataDir = data.path();
    options.lessonId = lessonId;
    MainWindow window(options);
    window.resize(1440, 860);
    openLesson(window);
    const QList<QWidget*> charts = chartWidgets(&window);
    QVERIFY(!charts.isEmpty());
    const QStringList expected = {QStringLiteral("Save chart as PNG…"),
                                  QStringLiteral("Save chart as SVG…")};
    QStringList missing;
    for (QWidget* chart : charts) {
        auto* view = qobject_cast<QChartView*>(chart);
        QWidget* surface = view ? view->viewport() : chart;
        const QPoint at = surface->rect().center();
        QContextMenuEvent mouse(QContextMenuEvent::Mouse, at, surface->mapToGlobal(at));
        QApplication::sendEvent(surface, &mouse);
        const QStringList byMouse = poppedMenu();
        QContextMenuEvent key(QContextMenuEvent::Keyboard, at, surface->mapToGlobal(at));
        QApplication::sendEvent(surface, &key);
        const QStringList byKey = poppedMenu();
        QTest::keyClick(chart, Qt::Key_F10, Qt::ShiftModifier);
        const QStringList byShiftF10 = poppedMenu();
        const QString where = pathOf(chart, &window);
        if (byMouse != expected)
            missing.append(where + QStringLiteral(" (mouse): ") +
                           byMouse.join(QLatin1String(", ")));
        if (byKey != expected)
            missing.append(where + QStringLiteral(" (menu key): ") +
                           byKey.join(QLatin1String(", ")));
        if (byShiftF10 != expected)
            missing.append(where + QStringLiteral(" (Shift+F10): ") +
                           byShiftF10.join(QLatin1String(", ")));
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
}

void TestChartPages::chartTitlesAndSavedCaptions_data() {
    everyChartComesBackToItsSizeAtReset_data();
}

// sp28 item 10: lesson 1's "The two arrows and the shadow of b on a" set b and a in plain
// letters beside the page's italic math: a title with math shows it typeset (a MarkdownLabel, as
// the page's labels), its plain text kept for the accessible name and the file name. sp28 item
// 8: a saved chart says which lesson and which values it shows.
void TestChartPages::chartTitlesAndSavedCaptions() {
    QFETCH(QString, lessonId);
    QTemporaryDir data;
    MainWindowOptions options;
    options.dataDir = data.path();
    options.lessonId = lessonId;
    MainWindow window(options);
    window.resize(1440, 860);
    openLesson(window);
    const QString lessonTitle = lessons::plainTextWithMath(window.page()->lesson().title);
    int typeset = 0;
    QStringList wrong;
    for (ChartBlock* block : window.page()->findChildren<ChartBlock*>()) {
        attn::charts::ChartPanel* panel = block->panel();
        if (!panel)
            continue;
        if (qobject_cast<MarkdownLabel*>(panel->titleLabel())) {
            ++typeset;
            if (panel->title().contains(QLatin1Char('$')) || panel->accessibleName().isEmpty())
                wrong.append(panel->title() + QStringLiteral(": not plain text"));
        }
        const QString caption = attn::charts::pictureCaptionFor(panel->chartView());
        if (!caption.startsWith(QStringLiteral("Attention Lab · ") + lessonTitle))
            wrong.append(panel->title() + QStringLiteral(": caption ") + caption);
        // ATTN_CHART_PNG_DIR: every chart saved as the menu saves it, to look at.
        if (const QString dir = qEnvironmentVariable("ATTN_CHART_PNG_DIR");
            !dir.isEmpty() && panel->isVisible()) {
            const QString stem =
                QStringLiteral("%1/%2-%3")
                    .arg(dir, lessonId, attn::charts::chartFileStem(panel->title()));
            QString error;
            for (const char* suffix : {".png", ".svg"})
                QVERIFY2(attn::charts::saveChartImage(panel, stem + QLatin1String(suffix), &error),
                         qPrintable(error));
        }
    }
    // sp29 item 10: the lab's bars were captioned with the lesson alone, and their own title is
    // the same in every lab.
    for (LabBlock* lab : window.page()->findChildren<LabBlock*>()) {
        const QString caption = attn::charts::pictureCaptionFor(lab->logitBars());
        const QString labTitle = lab->findChild<MarkdownLabel*>()->accessibleName();
        if (labTitle.isEmpty() ||
            !caption.startsWith(QStringLiteral("Attention Lab · ") + lessonTitle +
                                QStringLiteral(" · ")) ||
            !caption.endsWith(labTitle))
            wrong.append(labTitle + QStringLiteral(": caption ") + caption);
    }
    if (lessonId == QLatin1String("dot-products"))
        QVERIFY2(typeset >= 1, "the plane's title is not typeset");
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestChartPages)
#include "tst_chartpages.moc"
