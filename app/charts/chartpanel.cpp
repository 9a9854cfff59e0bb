// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/chartpanel.h"

#include "app/charts/numberaxis.h"

#include <QKeyEvent>

#include "app/charts/chartexport.h"
#include "app/charts/contrast.h"
#include "core/numbertext.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAbstractScrollArea>
#include <QAccessible>
#include <QAccessibleWidget>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QContextMenuEvent>
#include <QEvent>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QMenu>
#include <QPainter>
#include <QPen>
#include <QProgressBar>
#include <QRegularExpression>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QWheelEvent>
#include <QXYSeries>

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn::charts {

namespace {

// Running text under a chart, kept to a measure narrower than the chart (maximumWidth): its
// height is the height of its lines at that measure. A plain QLabel answered the layout's
// heightForWidth at the chart's whole width, one line where three were shown, and the panel came
// out too short: the chart view was squeezed over the readout, the axis title "dimension j" ran
// into it (sp17).
class MeasuredLabel : public QLabel {
public:
    using QLabel::QLabel;
    int heightForWidth(int width) const override {
        width = std::min(width, maximumWidth());
        return std::max(QLabel::heightForWidth(width), roomAt(width));
    }
    // Rich texts whose height the label keeps at any width (ChartPanel::keepReadoutRoomFor).
    void keepRoomFor(const QStringList& texts) {
        room_ = texts;
        roomHeights_.clear();
        updateGeometry();
    }
    // Its whole measure: a layout gives an aligned label the width of its hint, and a wrapped
    // label's own hint is a guess (179 px for a three-line readout).
    QSize sizeHint() const override {
        QSize hint = QLabel::sizeHint();
        if (maximumWidth() < QWIDGETSIZE_MAX) {
            hint.setWidth(maximumWidth());
            hint.setHeight(heightForWidth(maximumWidth()));
        }
        return hint;
    }

protected:
    void changeEvent(QEvent* event) override {
        QLabel::changeEvent(event);
        if (event->type() == QEvent::FontChange)
            roomHeights_.clear();
    }

private:
    int roomAt(int width) const {
        if (room_.isEmpty())
            return 0;
        if (const auto kept = roomHeights_.constFind(width); kept != roomHeights_.cend())
            return *kept;
        QLabel probe;
        probe.setFont(font());
        probe.setWordWrap(true);
        probe.setTextFormat(textFormat());
        probe.setContentsMargins(contentsMargins());
        int tallest = 0;
        for (const QString& text : room_) {
            probe.setText(text);
            tallest = std::max(tallest, probe.heightForWidth(width));
        }
        if (roomHeights_.size() > 32) // a window dragged through many widths
            roomHeights_.clear();
        roomHeights_.insert(width, tallest);
        return tallest;
    }

    QStringList room_;
    mutable QHash<int, int> roomHeights_;
};

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
        lines.append(xy->name() + QStringLiteral(": ") + points.join(QStringLiteral(", ")) +
                     moreText(points.size(), count));
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
        const QString data = view->hasMessage() ? QString() : chartDataText(view->chart());
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
    // Reachable by Tab so a screen reader can read the chart's description.
    setFocusPolicy(Qt::TabFocus);
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
    if (!hasFocus())
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

void ChartView::contextMenuEvent(QContextMenuEvent* event) {
    QMenu* menu = createChartMenu(this, this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
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

ChartPanel::ChartPanel(QWidget* parent)
    : QWidget(parent), chart_(new QChart), view_(new ChartView(chart_, this)),
      row_(new QBoxLayout(QBoxLayout::LeftToRight)), title_(new QLabel(this)),
      readout_(new MeasuredLabel(this)), caption_(new MeasuredLabel(this)),
      busyDelay_(new QTimer(this)) {
    busyDelay_->setSingleShot(true);
    busyDelay_->setInterval(100);
    connect(busyDelay_, &QTimer::timeout, this, [this] {
        if (busy_)
            view_->setProgress(busyPercent_, busyText_);
    });
    views_.append(view_);
    chart_->setAnimationOptions(QChart::NoAnimation);
    // Axis labels in the student's number format ("0,5" in German), like every other number.
    chart_->setLocalizeNumbers(true);
    chart_->setLocale(axisLocale());
    chart_->setMargins(QMargins(4, 4, 4, 4));
    chart_->legend()->setAlignment(Qt::AlignBottom);
    row_->setContentsMargins(0, 0, 0, 0);
    row_->addWidget(view_, 1);

    QFont titleFont = title_->font();
    titleFont.setBold(true);
    title_->setFont(titleFont);
    title_->setWordWrap(true);
    title_->setTextFormat(Qt::PlainText); // lesson text: never read as markup
    title_->hide();
    readout_->setWordWrap(true);
    readout_->setTextFormat(Qt::RichText);
    readout_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    caption_->setWordWrap(true);
    caption_->setTextFormat(Qt::AutoText);
    caption_->setForegroundRole(QPalette::PlaceholderText);
    caption_->hide();

    view_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title_);
    layout->addLayout(row_, 1);
    // Centred under the picture, as the page centres its text column: left-aligned under a wide
    // chart they started 200 px left of the text above and below them (sp17).
    layout->addWidget(readout_, 0, Qt::AlignHCenter);
    layout->addWidget(caption_, 0, Qt::AlignHCenter);
    restyle();
}

ChartPanel::~ChartPanel() = default;

bool ChartPanel::stacked() const {
    return row_->direction() == QBoxLayout::TopToBottom;
}

void ChartPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (views_.size() < 2)
        return;
    // Each of the multiples needs about this many text lines of width for level labels (at
    // 800 px the three buses got 150 px each and turned every label upright).
    constexpr int kMinSideLines = 13;
    const int perChart = width() / int(views_.size());
    const QBoxLayout::Direction direction = perChart < kMinSideLines * fontMetrics().height()
                                                ? QBoxLayout::TopToBottom
                                                : QBoxLayout::LeftToRight;
    if (row_->direction() != direction)
        row_->setDirection(direction);
}

void ChartPanel::setTitle(const QString& title) {
    title_->setText(title);
    title_->setVisible(!title.isEmpty());
    setAccessibleName(title);
    view_->setAccessibleName(title);
    titleChanged();
}

QString ChartPanel::title() const {
    return title_->text();
}

void ChartPanel::setCaption(const QString& caption) {
    caption_->setText(caption);
    caption_->setVisible(!caption.isEmpty());
}

QString ChartPanel::caption() const {
    return caption_->text();
}

QString ChartPanel::readout() const {
    return readoutText_;
}

QString ChartPanel::message() const {
    return view_->message();
}

bool ChartPanel::hasMessage() const {
    return view_->hasMessage();
}

QColor ChartPanel::seriesColor(SeriesRole role) const {
    const QPalette& pal = palette();
    const bool dark = isDarkPalette(pal);
    QColor color = pal.color(QPalette::Text);
    switch (role) {
    case SeriesRole::Primary:
        color = pal.color(QPalette::Highlight);
        break;
    case SeriesRole::Secondary:
        // Orange stays distinguishable from the usual blue highlight for red-green colour
        // blindness; a lighter shade keeps the contrast on dark backgrounds.
        color = dark ? QColor(0xfd, 0xae, 0x61) : QColor(0xd9, 0x5f, 0x02);
        break;
    case SeriesRole::Tertiary:
        break;
    }
    // A dark theme's highlight (a dark blue) nearly vanished on the dark plot: every series
    // reaches 3:1 against the plot and the page.
    return withPaletteContrast(color, pal, kMinNonTextContrast);
}

QColor ChartPanel::lineColor(const QPalette& palette) {
    return withContrast(palette.color(QPalette::Mid), palette.color(QPalette::Base),
                        kMinNonTextContrast);
}

QColor ChartPanel::gridColor(const QPalette& palette) {
    QColor grid = palette.color(QPalette::Mid);
    grid.setAlphaF(0.5);
    return withContrast(grid, palette.color(QPalette::Base), kMinNonTextContrast);
}

void ChartPanel::setSummary(const QString& summary) {
    summary_ = summary;
    updateDescription();
}

QString keepFormulasTogether(QString text) {
    // "|" may end a line (Unicode line breaking class BA): "|b|" came out as "|" and "b|" on two
    // lines; and "|b| cos θ" broke between its factors. Word joiners hold a norm's bars to what
    // they enclose, no-break spaces hold the factors of a product together.
    static const QRegularExpression norm(QStringLiteral("\\|([^|\\s<>]{1,8})\\|"));
    text.replace(norm, QStringLiteral("|%1\\1%1|").arg(QChar(0x2060)));
    static const QRegularExpression factors(QStringLiteral("(\\||cos|sin)( )(?=\\||cos|sin|θ)"));
    // The joiner too: a line may still break between "|" and a no-break space (UAX #14, LB12a).
    text.replace(factors, QStringLiteral("\\1%1%2").arg(QChar(0x2060), QChar(0x00a0)));
    return text;
}

void ChartPanel::setReadout(const QString& readout, const QString& html) {
    const QString shown = keepFormulasTogether(html.isEmpty() ? readout.toHtmlEscaped() : html);
    if (readout == readoutText_ && shown == readout_->text() && !hasMessage())
        return;
    showMessage(QString());
    readoutText_ = readout;
    readout_->setText(shown);
    updateDescription();
    emit readingChanged();
}

void ChartPanel::keepReadoutRoomFor(const QStringList& readings) {
    QStringList shown;
    for (const QString& reading : readings)
        shown.append(keepFormulasTogether(reading.toHtmlEscaped()));
    static_cast<MeasuredLabel*>(readout_)->keepRoomFor(shown); // made one (constructor)
}

void ChartPanel::setMessage(const QString& message) {
    showMessage(message);
    if (!message.isEmpty()) {
        readoutText_ = message;
        readout_->setText(message.toHtmlEscaped());
    }
    updateDescription();
    emit readingChanged();
}

void ChartPanel::setBusy(bool busy, const QString& text, int percent) {
    busyText_ = text;
    busyPercent_ = percent;
    if (!busy) {
        busyDelay_->stop();
        view_->setProgress(-1, QString());
    } else if (view_->progressVisible()) {
        view_->setProgress(percent, text);
    } else if (!busy_) {
        busyDelay_->start();
    }
    if (busy != busy_) {
        busy_ = busy;
        updateDescription();
    }
}

void ChartPanel::addStyledAxis(QAbstractAxis* axis, Qt::Alignment alignment, const QString& title,
                               QChart* target) {
    axis->setTitleText(title);
    (target != nullptr ? target : chart_)->addAxis(axis, alignment);
    styleAxis(axis);
}

QChart* ChartPanel::addSideChart() {
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setLocalizeNumbers(true);
    chart->setLocale(axisLocale());
    chart->setMargins(chart_->margins());
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto* view = new ChartView(chart, this);
    view->setMinimumHeight(view_->minimumHeight());
    view->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    view->setVisible(!hasMessage());
    views_.append(view);
    row_->addWidget(view, 1);
    restyle();
    return chart;
}

QLocale ChartPanel::axisLocale() const {
    // Without group separators: a d_k axis reads 1024 as the sliders and formulas write it, and
    // a German "3.000" pairs cannot be misread as three.
    QLocale axis = locale();
    axis.setNumberOptions(axis.numberOptions() | QLocale::OmitGroupSeparator);
    return axis;
}

QFont ChartPanel::chartFont(ChartText kind) const {
    QFont chartFont = font();
    if (kind == ChartText::Label) {
        // 90% of the prose: tick labels stay readable without crowding the plot.
        if (chartFont.pointSizeF() > 0)
            chartFont.setPointSizeF(chartFont.pointSizeF() * 0.9);
        else
            chartFont.setPixelSize(std::max(1, chartFont.pixelSize() * 9 / 10));
    } else {
        chartFont.setBold(true);
    }
    return chartFont;
}

void ChartPanel::styleAxis(QAbstractAxis* axis) const {
    const QPalette& pal = palette();
    axis->setLabelsFont(chartFont(ChartText::Label));
    axis->setTitleFont(chartFont(ChartText::Title));
    const QColor text = pal.color(QPalette::Text);
    axis->setLabelsColor(text);
    axis->setTitleBrush(text);
    // Axis lines and grid lines at 3:1 against the plot in any palette (the dark palette's Mid at
    // half opacity was 1.3:1 and the grid vanished); the grid dotted, so it stays a quiet guide.
    axis->setLinePen(QPen(lineColor(pal), 1.0));
    axis->setGridLinePen(QPen(gridColor(pal), 1.0, Qt::DotLine));
    axis->setShadesVisible(false);
    // Qt Charts elides a y label to "..." when the plot's height divided by the tick count is
    // under about two text lines, though the labels would fit one line apart; without
    // truncation it hides only labels that really overlap. Key labels are sized to their slots
    // by BarLabels, which Qt's estimate (a slot less 8 px) would elide.
    if (axis->orientation() == Qt::Vertical || axis->type() == QAbstractAxis::AxisTypeBarCategory)
        axis->setTruncateLabels(false);
}

void ChartPanel::restyle() {
    if (restyling_)
        return;
    restyling_ = true;
    // The readout and caption are running text: kept to the page's measure (about 80 average
    // characters, app/measureditem.h) under a chart that is wider than the text. Under lesson
    // 1's width chart a readout ran ~150 characters a line (issue 19). From the font, so the
    // measure follows the page's zoom.
    for (QLabel* text : {readout_, caption_})
        text->setMaximumWidth(kTextMeasureChars * text->fontMetrics().averageCharWidth());
    const QPalette& pal = palette();
    for (ChartView* view : std::as_const(views_)) {
        QChart* chart = view->chart();
        chart->setBackgroundBrush(pal.color(QPalette::Base));
        chart->setBackgroundPen(Qt::NoPen);
        chart->setPlotAreaBackgroundVisible(false);
        chart->setTitleBrush(pal.color(QPalette::Text));
        chart->setTitleFont(chartFont(ChartText::Title));
        chart->legend()->setLabelColor(pal.color(QPalette::Text));
        chart->legend()->setFont(chartFont(ChartText::Label));
        chart->setFont(chartFont(ChartText::Label));
        view->setBackgroundBrush(pal.color(QPalette::Base));
        for (QAbstractAxis* axis : chart->axes())
            styleAxis(axis);
    }
    fitViewHeights();
    applySeriesColors();
    restyling_ = false;
}

void ChartPanel::fitViewHeights() {
    for (ChartView* view : std::as_const(views_)) {
        // About 14 text lines at any font size; a title inside the chart takes three more (the
        // spread chart's plot was 65 px tall under its title).
        view->wrapTitle();
        const QString title = view->chart()->title();
        const int titleLines =
            title.isEmpty() ? 0 : 2 + int(title.count(QLatin1String("<br>"))) + 1;
        view->setMinimumHeight(fontMetrics().height() * (14 + titleLines));
    }
}

void ChartPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    // Also reached when the application palette changes (light/dark switch): Qt posts the
    // change to every widget.
    // A font change reaches every widget of the page when it zooms (Ctrl++); the text drawn
    // inside a chart is not a widget and follows only through restyle().
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        restyle();
}

void ChartPanel::showMessage(const QString& message) {
    view_->setMessage(message);
    for (ChartView* view : std::as_const(views_)) {
        if (view != view_)
            view->setVisible(message.isEmpty());
    }
}

void ChartPanel::updateDescription() {
    const QString reading = readoutText_;
    QString description = summary_;
    if (!reading.isEmpty()) {
        if (!description.isEmpty())
            description += QLatin1Char(' ');
        description += hasMessage() ? tr("Cannot be drawn: %1").arg(reading)
                                    : tr("Current reading: %1").arg(reading);
    }
    if (busy_ && !busyText_.isEmpty())
        description += QLatin1Char(' ') + busyText_;
    setAccessibleDescription(description);
    view_->setAccessibleDescription(description);
}

double niceStep(double rough) {
    if (!(rough > 0.0) || !std::isfinite(rough))
        return 1.0;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    for (double m : {1.0, 2.0, 5.0}) {
        // The tolerance keeps 0.2 from becoming 0.5 through rounding of the power.
        if (m * power >= rough * (1.0 - 1e-12))
            return m * power;
    }
    return 10.0 * power;
}

double applyNiceTicks(QValueAxis* axis, double lo, double hi, int maxIntervals) {
    if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi)) {
        lo = 0.0;
        hi = 1.0;
    }
    const int intervals = std::max(1, maxIntervals);
    double step = niceStep((hi - lo) / intervals);
    // Widening to whole steps can add an interval at each end; take the next step then.
    while (std::ceil(hi / step - 1e-9) - std::floor(lo / step + 1e-9) > intervals)
        step = niceStep(step * 1.5);
    const double niceLo = std::floor(lo / step + 1e-9) * step;
    const double niceHi = std::ceil(hi / step - 1e-9) * step;
    setAxisTicks(axis, step);
    if (axis->min() != niceLo || axis->max() != niceHi)
        axis->setRange(niceLo, niceHi);
    return step;
}

int tickDecimals(double step) {
    // The step's magnitude, not its exact digits: a step of 1/3 labels 0.3, 0.7, 1.0.
    return step > 0.0 && std::isfinite(step)
               ? std::max(0, int(-std::floor(std::log10(step) + 1e-9)))
               : 0;
}

QString tickLabelFormat(double step) {
    // As many decimals as the step has, so ticks computed as anchor + k * step print as 0.2,
    // never as 5.55e-17.
    return QStringLiteral("%.") + QString::number(tickDecimals(step)) + QLatin1Char('f');
}

NumberFormat chartNumberFormat() {
    // The charts cannot see lessons::numberFormat (they never depend on the lessons layer); the
    // same fields from the same locale.
    const QLocale locale;
    NumberFormat format;
    format.decimalPoint = locale.decimalPoint().toStdString();
    format.groupSeparator = locale.groupSeparator().toStdString();
    const bool spaced =
        locale.language() == QLocale::German || locale.language() == QLocale::French;
    format.percentSign = spaced ? "\u00a0%" : "%";
    return format;
}

QString formatNumber(double value, int decimals) {
    return QString::fromStdString(fixedText(value, decimals, chartNumberFormat()));
}

QString formatValue(double value) {
    return QString::fromStdString(valueText(value, chartNumberFormat()));
}

QString formatExactOrValue(double value) {
    return QString::fromStdString(exactOrValueText(value, chartNumberFormat()));
}

bool isHandleStepKey(const QKeyEvent* event) {
    if ((event->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    switch (event->key()) {
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown:
    case Qt::Key_Home:
    case Qt::Key_End:
        return true;
    default:
        return false;
    }
}

QString formatSignificant(double value, int significant) {
    return QString::fromStdString(numberText(value, significant, chartNumberFormat()));
}

QStringList formatSignificantSet(const QList<double>& values, int significant) {
    QStringList out;
    for (const std::string& text : numberTexts(std::vector<double>(values.begin(), values.end()),
                                               significant, chartNumberFormat()))
        out.append(QString::fromStdString(text));
    return out;
}

QString formatSoftmaxPercent(double pct) {
    if (pct <= 0.0)
        pct = std::numeric_limits<double>::min();
    else if (pct >= 100.0)
        pct = std::nextafter(100.0, 0.0);
    return formatPercent(pct);
}

QStringList formatPercentSet(const QList<double>& pcts, bool softmax) {
    std::vector<double> values(pcts.begin(), pcts.end());
    if (softmax) {
        for (double& pct : values) {
            if (pct <= 0.0)
                pct = std::numeric_limits<double>::min();
            else if (pct >= 100.0)
                pct = std::nextafter(100.0, 0.0);
        }
    }
    QStringList out;
    for (const std::string& text : percentWeightTexts(values, chartNumberFormat()))
        out.append(text.empty() ? ChartPanel::tr("not a number") : QString::fromStdString(text));
    return out;
}

QStringList formatPointCoordinates(const QList<double>& values) {
    QStringList out;
    for (const std::string& text : sharedDecimalTexts(
             std::vector<double>(values.begin(), values.end()), 3, chartNumberFormat()))
        out.append(QString::fromStdString(text));
    return out;
}

QString formatPercent(double pct) {
    const std::string text = percentWeightText(pct, chartNumberFormat());
    return text.empty() ? ChartPanel::tr("not a number") : QString::fromStdString(text);
}

} // namespace attn::charts
