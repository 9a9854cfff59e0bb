// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// ChartView, the drawing area of every chart, and the text a screen reader is given for a
// chart's values (declared in chartpanel.h).
#include "app/charts/chartpanel.h"

#include "app/charts/chartexport.h"
#include "app/charts/keyname.h"

#include <QAbstractBarSeries>
#include <QAbstractScrollArea>
#include <QAccessible>
#include <QAccessibleWidget>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPen>
#include <QProgressBar>
#include <QTextDocument>
#include <QWheelEvent>
#include <QXYSeries>

#include <algorithm>

namespace attn::charts {

namespace {

// The chart view is itself a scroll area; the page is the first scroll area above it.
QAbstractScrollArea* enclosingScrollArea(QWidget* from) {
    for (QWidget* w = from->parentWidget(); w != nullptr; w = w->parentWidget()) {
        if (auto* area = qobject_cast<QAbstractScrollArea*>(w))
            return area;
    }
    return nullptr;
}

} // namespace

namespace {

// Values a chart's description lists per series before "and N more": a bar chart's keys fit,
// a curve of hundreds of points is summed up by its readout instead.
constexpr int kSpokenValuesPerSeries = 24;

QString categoryAt(const QAbstractBarSeries* series, const QChart* chart, int index) {
    for (QAbstractAxis* axis :
         chart->axes(Qt::Horizontal, const_cast<QAbstractBarSeries*>(series))) {
        if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis))
            return categories->categories().value(index);
    }
    for (QAbstractAxis* axis : chart->axes(Qt::Vertical, const_cast<QAbstractBarSeries*>(series))) {
        if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis))
            return categories->categories().value(index);
    }
    return {};
}

QString moreText(qsizetype shown, qsizetype all) {
    return all > shown ? ChartPanel::tr(", and %n more", nullptr, int(all - shown)) : QString();
}

} // namespace

QString chartDataText(const QChart* chart) {
    if (!chart)
        return {};
    QStringList lines;
    for (QAbstractSeries* series : chart->series()) {
        if (!series->isVisible())
            continue;
        if (const auto* bars = qobject_cast<const QAbstractBarSeries*>(series)) {
            for (const QBarSet* set : bars->barSets()) {
                QStringList values;
                const int count = int(set->count());
                for (int i = 0; i < std::min(count, kSpokenValuesPerSeries); ++i) {
                    const QString category = categoryAt(bars, chart, i);
                    const QString value = formatValue(set->at(i));
                    values.append(category.isEmpty() ? value
                                                     : category + QStringLiteral(" ") + value);
                }
                if (!values.isEmpty())
                    lines.append(
                        (set->label().isEmpty() ? QString() : set->label() + QStringLiteral(": ")) +
                        values.join(QStringLiteral(", ")) + moreText(values.size(), count));
            }
            continue;
        }
        const auto* xy = qobject_cast<const QXYSeries*>(series);
        // Unnamed series are drawing aids (a band's edge, a marker), not data the student reads.
        if (!xy || xy->name().isEmpty() || xy->count() == 0)
            continue;
        QStringList points;
        const int count = int(xy->count());
        for (int i = 0; i < std::min(count, kSpokenValuesPerSeries); ++i) {
            const QPointF point = xy->at(i);
            points.append(
                QStringLiteral("(%1, %2)").arg(formatValue(point.x()), formatValue(point.y())));
        }
        // Read as plain letters: a legend may set a name in math italics ("𝑎", VectorChart).
        lines.append(xy->name().normalized(QString::NormalizationForm_KC) + QStringLiteral(": ") +
                     points.join(QStringLiteral(", ")) + moreText(points.size(), count));
    }
    return lines.isEmpty() ? QString()
                           : ChartPanel::tr("Values: %1.").arg(lines.join(QStringLiteral("; ")));
}

// QtCharts gives its view no role and no data for assistive technology: the view reads as a
// Chart whose description ends with the values it draws (issue 26), built only when a screen
// reader asks (accessible interfaces exist only while one is active), never on a slider move.
class ChartViewAccessible : public QAccessibleWidget {
public:
    explicit ChartViewAccessible(QWidget* widget) : QAccessibleWidget(widget, QAccessible::Chart) {}
    QString text(QAccessible::Text t) const override {
        const QString text = QAccessibleWidget::text(t);
        if (t != QAccessible::Description)
            return text;
        const auto* view = static_cast<const ChartView*>(widget());
        const QString data =
            view->hasMessage() ? QString() : spokenText(chartDataText(view->chart()));
        return text.isEmpty() || data.isEmpty() ? text + data : text + QLatin1Char(' ') + data;
    }
    int childCount() const override {
        return QAccessibleWidget::childCount() + int(parts().size());
    }
    QAccessibleInterface* child(int index) const override {
        const int own = QAccessibleWidget::childCount();
        return index < own ? QAccessibleWidget::child(index) : parts().value(index - own);
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        const int part = int(parts().indexOf(const_cast<QAccessibleInterface*>(child)));
        return part >= 0 ? QAccessibleWidget::childCount() + part
                         : QAccessibleWidget::indexOfChild(child);
    }
    QAccessibleInterface* focusChild() const override {
        const ChartPanel* owner = panel();
        QAccessibleInterface* part = owner ? owner->focusedAccessiblePart() : nullptr;
        return part ? part : QAccessibleWidget::focusChild();
    }

private:
    const ChartPanel* panel() const {
        for (QObject* up = widget()->parent(); up; up = up->parent()) {
            if (const auto* owner = qobject_cast<const ChartPanel*>(up))
                return owner->chartView() == widget() ? owner : nullptr;
        }
        return nullptr;
    }
    QList<QAccessibleInterface*> parts() const {
        const ChartPanel* owner = panel();
        return owner ? owner->accessibleParts() : QList<QAccessibleInterface*>{};
    }
};

namespace {

QAccessibleInterface* chartViewAccessible(const QString& className, QObject* object) {
    if (object && object->isWidgetType() && className == QLatin1String("attn::charts::ChartView"))
        return new ChartViewAccessible(static_cast<QWidget*>(object));
    return nullptr;
}

} // namespace

ChartView::ChartView(QChart* chart, QWidget* parent)
    : QChartView(chart, parent), message_(new QLabel(this)), progress_(new QProgressBar(this)) {
    // Qt keeps the factories for the whole process; installing it once is enough.
    static const bool factoryInstalled = [] {
        QAccessible::installFactory(&chartViewAccessible);
        return true;
    }();
    Q_UNUSED(factoryInstalled);
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::NoRubberBand);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    // Reachable by Tab so a screen reader can read the chart's description; by a click too, so
    // Shift+F10 and the menu key open the chart's menu after it (the click focused the block
    // around the chart, sp27).
    setFocusPolicy(Qt::StrongFocus);
    message_->setAlignment(Qt::AlignCenter);
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::PlainText);
    message_->setAutoFillBackground(true);
    message_->setBackgroundRole(QPalette::Base);
    message_->setForegroundRole(QPalette::Text);
    message_->setMargin(12);
    message_->hide();
    progress_->setRange(0, 100);
    progress_->setTextVisible(true);
    progress_->hide();
}

void ChartView::setProgress(int percent, const QString& text) {
    if (percent < 0) {
        progress_->hide();
        return;
    }
    progress_->setValue(std::min(percent, 100));
    progress_->setFormat(text + QStringLiteral(" %p%"));
    progress_->setAccessibleName(text);
    placeOverlays();
    progress_->show();
}

bool ChartView::progressVisible() const {
    return progress_->isVisible();
}

void ChartView::placeOverlays() {
    message_->setGeometry(rect());
    const int margin = 8;
    progress_->setGeometry(margin, margin, std::max(0, width() - 2 * margin),
                           progress_->sizeHint().height());
}

void ChartView::setMessage(const QString& text) {
    message_->setText(text);
    message_->setVisible(!text.isEmpty());
    if (!text.isEmpty())
        placeOverlays();
}

QString ChartView::message() const {
    return message_->text();
}

bool ChartView::hasMessage() const {
    return !message_->text().isEmpty();
}

// A focused chart shows a 2 px frame in the palette's highlight colour, inside its own edges. The
// page's focus ring (a QFocusFrame) lies under the widget it marks, and an opaque chart as wide
// as its panel covered all of it but a thin line under the title (student pass sp13 B10).
void ChartView::paintEvent(QPaintEvent* event) {
    QChartView::paintEvent(event);
    if (!hasFocus() || !focusFrameShown_)
        return;
    QPainter painter(viewport());
    constexpr int kWidth = 2;
    painter.setPen(QPen(palette().color(QPalette::Highlight), kWidth, Qt::SolidLine, Qt::SquareCap,
                        Qt::MiterJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(viewport()->rect())
                         .adjusted(kWidth / 2.0, kWidth / 2.0, -kWidth / 2.0, -kWidth / 2.0));
}

void ChartView::focusInEvent(QFocusEvent* event) {
    QChartView::focusInEvent(event);
    viewport()->update();
}

void ChartView::focusOutEvent(QFocusEvent* event) {
    QChartView::focusOutEvent(event);
    viewport()->update();
}

QSize ChartView::sizeHint() const {
    return {QChartView::sizeHint().width(), minimumHeight()};
}

void ChartView::contextMenuEvent(QContextMenuEvent* event) {
    popupChartMenu(this, event);
}

void ChartView::keyPressEvent(QKeyEvent* event) {
    if (!popupChartMenuForKey(this, event))
        QChartView::keyPressEvent(event);
}

void ChartView::wheelEvent(QWheelEvent* event) {
    QAbstractScrollArea* area = enclosingScrollArea(this);
    if (area == nullptr) {
        event->ignore();
        return;
    }
    // Sent straight to the page's viewport: Qt 6 does not propagate non-spontaneous wheel
    // events to parents, so ignoring the event alone would not scroll the page in every case.
    QWidget* target = area->viewport();
    const QPointF local = target->mapFromGlobal(event->globalPosition());
    QWheelEvent forwarded(local, event->globalPosition(), event->pixelDelta(), event->angleDelta(),
                          event->buttons(), event->modifiers(), event->phase(), event->inverted(),
                          event->source(), event->pointingDevice());
    QCoreApplication::sendEvent(target, &forwarded);
    event->accept();
}

void ChartView::resizeEvent(QResizeEvent* event) {
    QChartView::resizeEvent(event);
    placeOverlays();
    wrapTitle();
}

QString ChartView::wholeTitle() const {
    const QString shown = chart()->title();
    return shown == wrappedTitle_ ? wholeTitle_ : shown;
}

void ChartView::wrapTitle() {
    wholeTitle_ = wholeTitle(); // a title set since the last wrap is the whole one now
    if (wholeTitle_.isEmpty() || !isVisible())
        return; // the width of a view not shown is no width it will have
    const QMarginsF margins = chart()->margins();
    // Qt Charts cuts a title a little before the chart's margins; a few pixels spare.
    constexpr qreal kSpare = 12.0;
    const qreal room = width() - margins.left() - margins.right() - kSpare;
    QTextDocument measure;
    measure.setDocumentMargin(0);
    measure.setDefaultFont(chart()->titleFont());
    const auto widthOf = [&measure](const QString& html) {
        measure.setHtml(html);
        return measure.idealWidth();
    };
    // The title is rich text (d<sub>k</sub>); its markup holds no spaces, so words are safe to
    // break between.
    QStringList lines;
    QString line;
    for (const QString& word : wholeTitle_.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && widthOf(longer) > room) {
            lines.append(line);
            line = word;
        } else {
            line = longer;
        }
    }
    lines.append(line);
    wrappedTitle_ = lines.join(QStringLiteral("<br>"));
    if (chart()->title() != wrappedTitle_)
        chart()->setTitle(wrappedTitle_);
}

} // namespace attn::charts
