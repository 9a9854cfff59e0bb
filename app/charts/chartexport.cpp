// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/chartexport.h"

#include "app/charts/chartpanel.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QSvgGenerator>

namespace attn::charts {
namespace {

QWidget* exportTarget(QWidget* view) {
    for (QWidget* w = view; w; w = w->parentWidget()) {
        if (qobject_cast<ChartPanel*>(w))
            return w;
    }
    return view;
}

void saveWithDialog(QWidget* view, const QString& suffix) {
    QWidget* target = exportTarget(view);
    QString name =
        target->accessibleName().isEmpty() ? QStringLiteral("chart") : target->accessibleName();
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]+")), QStringLiteral("-"));
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString path = QFileDialog::getSaveFileName(
        view, QObject::tr("Save chart"), QDir(folder).filePath(name + QLatin1Char('.') + suffix),
        suffix == QLatin1String("svg") ? QObject::tr("SVG images (*.svg)")
                                       : QObject::tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveChartImage(target, path, &error))
        QMessageBox::warning(view, QObject::tr("Save chart"), error);
}

} // namespace

bool saveChartImage(QWidget* chart, const QString& path, QString* error) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg")) {
        *error = QObject::tr("Name the file .png or .svg; the suffix picks the format.");
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = QObject::tr("Cannot write %1: %2 (check the folder's permissions).")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    bool written = true;
    if (suffix == QLatin1String("png")) {
        written = chart->grab().toImage().save(&file, "PNG");
    } else {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(chart->size());
        svg.setViewBox(chart->rect());
        svg.setTitle(chart->accessibleName());
        svg.setDescription(chart->accessibleDescription());
        QPainter painter(&svg);
        chart->render(&painter);
        written = painter.end();
    }
    if (!written || !file.commit()) {
        *error = QObject::tr("Cannot save %1: %2 (check free space).")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

QMenu* createChartMenu(QWidget* view, QWidget* parent) {
    auto* menu = new QMenu(parent);
    QAction* png = menu->addAction(QObject::tr("Save chart as PNG…"));
    QAction* svg = menu->addAction(QObject::tr("Save chart as SVG…"));
    QObject::connect(png, &QAction::triggered, view,
                     [view] { saveWithDialog(view, QStringLiteral("png")); });
    QObject::connect(svg, &QAction::triggered, view,
                     [view] { saveWithDialog(view, QStringLiteral("svg")); });
    return menu;
}

} // namespace attn::charts
