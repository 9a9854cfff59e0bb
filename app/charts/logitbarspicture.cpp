// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The bars' title and axis title, and the picture "Save chart as" writes of them.
#include "app/charts/keyname.h"
#include "app/charts/logitbars.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace attn::charts {

namespace {

QFont titleFont(const QFont& font) {
    QFont bold = font;
    bold.setBold(true);
    return bold;
}

} // namespace

void LogitBars::setTitle(const QString& title) {
    if (title_ == title)
        return;
    title_ = title;
    updateGeometry();
    update();
}

void LogitBars::setAxisTitle(const QString& title) {
    if (axisTitle_ == title)
        return;
    axisTitle_ = title;
    update();
}

QRectF LogitBars::titleRect() const {
    if (title_.isEmpty())
        return {};
    const QRectF inner = contentsRect();
    return QRectF(inner.left(), inner.top(), inner.width(),
                  QFontMetricsF(titleFont(font())).height());
}

QRectF LogitBars::axisTitleRect() const {
    if (axisTitle_.isEmpty())
        return {};
    // Turned a quarter, reading upwards, centred on the plot's height, as the other charts name
    // their value axes.
    const QRectF area = plotArea();
    const QFontMetricsF metrics(font());
    const double length = std::min(metrics.horizontalAdvance(axisTitle_), area.height());
    return QRectF(contentsRect().left(), area.center().y() - length / 2, metrics.height(), length);
}

void LogitBars::drawTitles(QPainter& painter) const {
    const QColor text = palette().color(QPalette::Text);
    if (!title_.isEmpty()) {
        const QFont bold = titleFont(font());
        painter.setFont(bold);
        painter.setPen(text);
        painter.drawText(
            titleRect(), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
            QFontMetricsF(bold).elidedText(title_, Qt::ElideRight, contentsRect().width()));
    }
    if (const QRectF box = axisTitleRect(); !box.isEmpty()) {
        painter.save();
        painter.setFont(font());
        painter.setPen(text);
        painter.translate(box.left(), box.bottom());
        painter.rotate(-90.0);
        painter.drawText(
            QRectF(0, 0, box.height(), box.width()), Qt::AlignCenter,
            QFontMetricsF(font()).elidedText(axisTitle_, Qt::ElideRight, box.height()));
        painter.restore();
    }
}

QString LogitBars::picturedValues() const {
    QStringList values;
    for (int bar = 0; bar < values_.size(); ++bar) {
        values.append(keyLabel(bar) + QStringLiteral(" = ") + barValueText(bar));
    }
    const QString title = title_.isEmpty() ? accessibleName() : title_;
    // A description, read out: key names as spoken (keyname.h).
    return spokenText(values.isEmpty()
                          ? title
                          : title + QStringLiteral(": ") + values.join(QStringLiteral(", ")));
}

QSize LogitBars::pictureSize(QSize shown) {
    // 16:9 at the width of the other charts' saved pictures (about 620 px), or wider when the
    // bars were drawn wider: the lab's strip (604x182) was too flat to read on a slide.
    const int width = std::max(shown.width(), 640);
    return {width, std::max(shown.height(), width * 9 / 16)};
}

std::unique_ptr<LogitBars> LogitBars::pictureCopy(QSize size) const {
    auto copy = std::make_unique<LogitBars>();
    copy->setAttribute(Qt::WA_DontShowOnScreen);
    copy->setFont(font());
    copy->setPalette(palette());
    copy->setLocale(locale());
    copy->setEditable(false); // no grips: nothing to grab on paper
    // A margin like the one a chart panel keeps around its title and plot.
    const int margin = copy->fontMetrics().height();
    copy->setContentsMargins(margin, margin * 2 / 3, margin, margin * 2 / 3);
    copy->values_ = values_;
    copy->masked_ = masked_;
    copy->keyNames_ = keyNames_;
    copy->step_ = step_;
    copy->labelsAsTyped_ = labelsAsTyped_;
    copy->limit_ = limit_;
    copy->range_ = range_; // the axis the student reads, not one fitted afresh
    copy->fixedRange_ = true;
    copy->fitted_ = true;
    copy->title_ = title_.isEmpty() ? accessibleName() : title_;
    copy->axisTitle_ = axisTitle_;
    copy->setAccessibleName(accessibleName());
    copy->setAccessibleDescription(accessibleDescription());
    copy->resize(size);
    return copy;
}

} // namespace attn::charts
