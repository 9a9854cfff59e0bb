// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Renders formulas with the application's own typesetter to PNG files: the pictures of the
// format reference (docs/math/) and a quick look while working on the layout.
//   math_render OUT_DIR [NAME=TEX ...]   (no NAME=TEX: the reference's examples)
//   math_render --inline OUT.png TEXT    (a sentence with inline $...$, as prose shows it)

#include "app/math/mathlayout.h"
#include "app/math/mathtext.h"

#include <QApplication>
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QTextDocument>

#include <cmath>
#include <cstdio>

namespace {

struct Example {
    const char* name;
    const char* tex;
};

// One example per construct of docs/lesson-format.md, "Math".
const Example kExamples[] = {
    {"scripts", "d_k, \\quad x^2, \\quad q_i^2, \\quad K^\\top, \\quad z_{ij}"},
    {"fraction", "\\frac{q \\cdot k}{\\sqrt{d_k}}"},
    {"sqrt", "\\sqrt{d_k}, \\quad \\sqrt{\\frac{1}{n} \\sum_{i=1}^{n} x_i^2}"},
    {"sum", "\\sum_{i=1}^{d_k} q_i k_i"},
    {"delimiters", "\\left( \\frac{QK^\\top}{\\sqrt{d_k}} \\right), \\quad \\left[ x \\right]"},
    {"accents", "\\hat{y}, \\quad \\bar{x}, \\quad \\vec{v}, \\quad \\tilde{q}"},
    {"fonts", "\\mathbf{W}_Q, \\quad \\mathrm{d}x, \\quad \\text{softmax}(z), \\quad "
              "\\operatorname{Var}(x)"},
    {"functions", "\\exp(z_i) \\quad \\log p \\quad \\max_j z_j"},
    {"greek", "\\alpha \\beta \\gamma \\delta \\epsilon \\theta \\lambda \\mu \\pi \\sigma \\tau "
              "\\phi \\omega \\quad \\Sigma \\Delta \\Omega"},
    {"relations", "a = b + c \\cdot d \\quad x \\le y \\ne z \\approx w \\to \\infty"},
    {"matrix", "Q = \\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}"},
    {"attention", "\\text{Attention}(Q, K, V) = "
                  "\\text{softmax}\\left(\\frac{QK^\\top}{\\sqrt{d_k}}\\right) V"},
    {"softmax", "\\text{softmax}(z)_i = \\frac{\\exp(z_i)}{\\sum_j \\exp(z_j)}"},
};

bool writeFormula(const QString& path, const QString& tex, qreal pixelSize) {
    app::math::MathTypesetter typesetter;
    const auto layout = typesetter.layout(tex, pixelSize, app::math::MathStyle::Display);
    const int margin = 8;
    const qreal scale = 2; // sharp on high-density screens and in documentation
    QImage image(QSize(int(std::ceil(layout->width())) + 2 * margin,
                       int(std::ceil(layout->ascent() + layout->descent())) + 2 * margin) *
                     scale,
                 QImage::Format_ARGB32);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::TextAntialiasing);
    layout->paint(&painter, QPointF(margin, margin + layout->ascent()), Qt::black);
    painter.end();
    return image.save(path);
}

bool writeInline(const QString& path, const QString& markdown) {
    QTextDocument document;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(16);
    document.setDefaultFont(font);
    document.setMarkdown(lessons::markdownWithMath(markdown));
    app::math::installMath(&document);
    document.setTextWidth(520);
    const qreal scale = 2;
    QImage image((document.size() + QSizeF(16, 16)).toSize() * scale, QImage::Format_ARGB32);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.translate(8, 8);
    document.drawContents(&painter);
    painter.end();
    return image.save(path);
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() == 3 && args.at(0) == QLatin1String("--inline"))
        return writeInline(args.at(1), args.at(2)) ? 0 : 1;
    if (args.isEmpty()) {
        std::fprintf(stderr, "usage: math_render OUT_DIR [NAME=TEX ...] | --inline OUT.png TEXT\n");
        return 2;
    }
    const QDir out(args.at(0));
    if (!QDir().mkpath(out.path()))
        return 1;
    QList<QPair<QString, QString>> formulas;
    for (const QString& arg : args.mid(1))
        formulas.append({arg.section(QLatin1Char('='), 0, 0), arg.section(QLatin1Char('='), 1)});
    if (formulas.isEmpty()) {
        for (const Example& e : kExamples)
            formulas.append({QString::fromLatin1(e.name), QString::fromLatin1(e.tex)});
    }
    for (const auto& [name, tex] : formulas) {
        const lessons::MathParse parse = lessons::parseMath(tex);
        if (!parse.ok()) {
            std::fprintf(stderr, "%s: %s at column %d\n", qPrintable(name), qPrintable(parse.error),
                         parse.errorColumn + 1);
            return 1;
        }
        if (!writeFormula(out.filePath(name + QStringLiteral(".png")), tex, 22))
            return 1;
    }
    return 0;
}
