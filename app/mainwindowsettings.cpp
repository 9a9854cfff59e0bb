// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The window's own settings: its size on a screen, the zoom, the docks and the outline's
// expanded lessons, kept between sessions; and the restart into another language.
#include "app/mainwindow.h"

#include "app/coursefolder.h"
#include "app/courseoutline.h"
#include "app/languagemenu.h"
#include "app/lessonpage.h"
#include "app/progresskeeper.h"
#include "app/windowfit.h"

#include <QApplication>
#include <QDockWidget>
#include <QGuiApplication>
#include <QMenuBar>
#include <QProcess>
#include <QScreen>
#include <QSettings>

#include <algorithm>

namespace app {

namespace {
constexpr int kMaxZoomSteps = 10;
constexpr QSize kDesignSize(1280, 860);
constexpr QSize kMinimumFirstSize(640, 480); // below this a lesson page is no use anyway
} // namespace

QSize designWindowSize() {
    return kDesignSize;
}

QSize firstWindowSize(const QSize& available) {
    // Title bar and borders of common window managers, and a margin so no edge touches a panel.
    const QSize frame(24, 56);
    return kDesignSize.boundedTo((available - frame).expandedTo(kMinimumFirstSize));
}

void MainWindow::setZoom(int steps) {
    zoom_ = std::clamp(steps, -5, kMaxZoomSteps);
    // One font for everything the student reads in the window: the page (prose, tables, charts'
    // labels), the course outline, the top bar, the status bar, the review and the overview all
    // inherit it. Zooming the page alone left the outline, the top bar and the tables small (a
    // student pass). The menus keep the desktop's size, as in a browser.
    if (page_)
        page_->holdPlaceForReflow();
    setFont(zoom_ == 0 ? QFont() : zoomedFont(QApplication::font(), zoom_));
    menuBar()->setFont(QApplication::font(menuBar()));
    if (page_)
        page_->followPlaceAfterReflow();
}

namespace {
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state"); // docks: outline shown, its width
const QString kZoomKey = QStringLiteral("window/zoom");
const QString kExpandedKey = QStringLiteral("window/expandedLessons"); // lesson ids
} // namespace

bool MainWindow::writesSettings() const {
    return options_.keepRecord && !progress_->isReadOnly();
}

void MainWindow::restoreWindowSettings() {
    if (!options_.keepRecord)
        return; // a screenshot shows the default window, whatever the learner last had
    const QSettings settings(settingsPath_, QSettings::IniFormat);
    // false (no change) when bad
    if (restoreGeometry(settings.value(kGeometryKey).toByteArray()) &&
        !(windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))) {
        // Qt 6.4 moves a saved window back onto a screen but keeps its size: saved at 1440x880,
        // it ran off a 1366x768 screen (sp29). The offscreen platform's 800x600 is no real
        // screen (see the constructor): there the design's size counts as fitting.
        const QScreen* screen = QGuiApplication::screenAt(geometry().center());
        if (!screen)
            screen = QGuiApplication::primaryScreen();
        if (screen) {
            QRect available = screen->availableGeometry();
            if (QGuiApplication::platformName() == QLatin1String("offscreen"))
                available.setSize(available.size().expandedTo(kDesignSize));
            setGeometry(fitSavedWindow(geometry(), available, firstWindowSize(available.size())));
        }
    }
    restoreState(settings.value(kStateKey).toByteArray());
    courses_->problemsDock()
        ->hide(); // shown by the course when it has problems, not by the last session
    bool ok = false;
    const int zoom = settings.value(kZoomKey).toInt(&ok);
    if (ok)
        setZoom(zoom); // clamped to the zoom range
    const QStringList expanded = settings.value(kExpandedKey).toStringList();
    outline_->setExpandedByHand(QSet<QString>(expanded.begin(), expanded.end()));
}

void MainWindow::saveWindowSettings() {
    if (!writesSettings())
        return;
    QSettings settings(settingsPath_, QSettings::IniFormat);
    settings.setValue(kGeometryKey, saveGeometry());
    // The sidebar set aside for a narrow overview is still the student's: the state saved with
    // it shown stays.
    if (!sidebarAside_)
        settings.setValue(kStateKey, saveState());
    settings.setValue(kZoomKey, zoom_);
    const QSet<QString> expanded = outline_->expandedByHand();
    QStringList ids(expanded.begin(), expanded.end());
    ids.sort(); // the file stays the same while the outline does
    settings.setValue(kExpandedKey, ids);
}

void MainWindow::restartInChosenLanguage() {
    if (!close())
        return; // kept open: answers that could not be saved yet
    progress_->handOver();
    QProcess::startDetached(QCoreApplication::applicationFilePath(),
                            LanguageMenu::restartArguments(QCoreApplication::arguments().mid(1)));
}

} // namespace app
