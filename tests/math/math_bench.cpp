// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Speed of the math typesetter (a benchmark, not a test): lays out and paints every formula of
// the built-in lessons, inline and displayed, cold (a new typesetter: parse, layout, paint) and
// warm (layouts cached, paint only), and prints the figures.
//   attention-lab-math-bench [LESSONS_DIR]

#include "app/math/mathlayout.h"
#include "app/math/mathtext.h"
#include "lessons/math.h"
#include "tests/common/testpaths.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

struct Formula {
    QString tex;
    app::math::MathStyle style;
};

QList<Formula> lessonFormulas(const QString& dir) {
    QList<Formula> out;
    static const QRegularExpression texKey(QStringLiteral("^tex:\\s*(.*)$"),
                                           QRegularExpression::MultilineOption);
    for (const QFileInfo& info : QDir(dir).entryInfoList({QStringLiteral("*.lesson.md")})) {
        QFile file(info.filePath());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(file.readAll());
        // Line by line: a whole file's code fences would hide the math of block values.
        for (const QString& line : text.split(QLatin1Char('\n'))) {
            for (const lessons::MathPlaceholder& p :
                 lessons::mathPlaceholders(lessons::markdownWithMath(line)))
                out.append({p.tex, app::math::MathStyle::Text});
        }
        for (auto it = texKey.globalMatch(text); it.hasNext();)
            out.append({it.next().captured(1).trimmed(), app::math::MathStyle::Display});
    }
    return out;
}

double runMs(const QList<Formula>& formulas, app::math::MathTypesetter& typesetter, QPainter& p) {
    QElapsedTimer clock;
    clock.start();
    for (const Formula& f : formulas) {
        const qreal size = f.style == app::math::MathStyle::Display ? 19.2 : 16.0;
        typesetter.layout(f.tex, size, f.style)->paint(&p, QPointF(10, 60), Qt::black);
    }
    return double(clock.nsecsElapsed()) / 1e6;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.at(v.size() / 2);
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const QString dir =
        argc > 1 ? QString::fromLocal8Bit(argv[1]) : testpaths::source(u"resources/lessons");
    const QList<Formula> formulas = lessonFormulas(dir);
    if (formulas.isEmpty()) {
        std::fprintf(stderr, "attention-lab-math-bench: no formulas found in %s\n",
                     qPrintable(dir));
        return 1;
    }
    QImage image(1200, 200, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    app::math::defaultMathFont(); // the font file is read once per process; timed separately
    QElapsedTimer fontClock;
    fontClock.start();
    {
        app::math::MathTypesetter warmUp;
        runMs(formulas.mid(0, 1), warmUp, painter);
    }
    const double firstMs = double(fontClock.nsecsElapsed()) / 1e6;
    std::vector<double> cold;
    std::vector<double> warm;
    for (int i = 0; i < 15; ++i) {
        app::math::MathTypesetter typesetter;
        cold.push_back(runMs(formulas, typesetter, painter));
        warm.push_back(runMs(formulas, typesetter, painter));
    }
    int distinct = 0;
    {
        app::math::MathTypesetter typesetter;
        runMs(formulas, typesetter, painter);
        distinct = typesetter.cachedCount();
    }
    std::printf("math_formulas: %lld (%d distinct) in %s\n",
                static_cast<long long>(formulas.size()), distinct, qPrintable(dir));
    std::printf("math_first_formula_ms: %.2f ms\n", firstMs);
    std::printf("math_layout_and_paint_all_ms: %.2f ms\n", median(cold));
    std::printf("math_paint_all_cached_ms: %.2f ms\n", median(warm));
    return 0;
}
