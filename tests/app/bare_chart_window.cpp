// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The startup baseline for scripts/startup_bench.sh: one window with one Qt Charts chart,
// painted offscreen to an image, then quit. Attention Lab's cold start is measured against it.
//   bare_chart_window OUT.png|OUT.bmp   (the suffix names the format)

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QMainWindow>
#include <QTimer>
#include <QValueAxis>

#include <cmath>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("bare.png");

    auto* series = new QLineSeries;
    constexpr int kPoints = 200;
    for (int i = 0; i < kPoints; ++i) {
        const double x = -4.0 + 8.0 * i / (kPoints - 1);
        series->append(x, std::exp(-0.5 * x * x));
    }
    auto* chart = new QChart;
    chart->addSeries(series);
    auto* axisX = new QValueAxis;
    auto* axisY = new QValueAxis;
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisX);
    series->attachAxis(axisY);
    chart->setTitle(QStringLiteral("Normal curve"));

    QMainWindow window;
    window.setCentralWidget(new QChartView(chart));
    window.resize(1280, 860);
    window.show();
    int status = 0;
    QTimer::singleShot(0, &app, [&] {
        QCoreApplication::processEvents();
        // The suffix names the format, as for attention-lab --screenshot.
        status = window.grab().save(out) ? 0 : 1;
        QCoreApplication::quit();
    });
    app.exec();
    return status;
}
