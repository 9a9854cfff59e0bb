// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Every chart of the built-in lessons in the main window, as a student meets it (issue 19,
// student pass sp26 item 5): a chart is the same size after zooming in and back with Ctrl+0.
#include "app/charts/chartpanel.h"
#include "app/lessonpage.h"
#include "app/mainwindow.h"

#include <QAction>
#include <QChart>
#include <QChartView>
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
    QVERIFY(QTest::qWaitFor([page] { return page->isSettled(); }, kGenerousMs));
    page->settleLayout();
}

} // namespace

class TestChartPages : public QObject {
    Q_OBJECT
private slots:
    void everyChartComesBackToItsSizeAtReset_data();
    void everyChartComesBackToItsSizeAtReset();
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

QTEST_MAIN(TestChartPages)
#include "tst_chartpages.moc"
