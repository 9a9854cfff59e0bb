// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/chartpanel.h"

#include "app/charts/numberaxis.h"

#include <QKeyEvent>

#include "app/charts/chartexport.h"
#include "app/charts/contrast.h"
#include "app/charts/keyname.h"
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
#include <QTextDocumentFragment>
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

// Axis numbers and key names: quieter than the text, as the lab's bars draw theirs
// (LogitBars::paintEvent), and still at WCAG's 4.5:1 for text in light and dark palettes.
QColor tickLabelColor(const QPalette& palette) {
    return withPaletteContrast(palette.color(QPalette::PlaceholderText), palette, 4.5);
}

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

} // namespace

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

    // Only the weight set: the size follows the page's zoom (a copy of font() kept the size of
    // the zoom it was built at).
    QFont bold;
    bold.setBold(true);
    title_->setFont(bold);
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
    // Each of the multiples needs about this many text lines of width: the buses' bars run
    // across, so a third of an 800 px window's column (about 150 px) holds the key names, bars
    // and level percentages; narrower (a large zoom) they stand one under the other.
    constexpr int kMinSideLines = 7;
    const int perChart = width() / int(views_.size());
    const QBoxLayout::Direction direction = perChart < kMinSideLines * fontMetrics().height()
                                                ? QBoxLayout::TopToBottom
                                                : QBoxLayout::LeftToRight;
    if (row_->direction() != direction)
        row_->setDirection(direction);
}

void ChartPanel::setTitle(const QString& title) {
    titleText_ = title;
    if (ownTitleLabel_)
        title_->setText(title);
    title_->setVisible(!title.isEmpty());
    // Spoken, a key's name is "key 2", never 𝑘₂ spelled out letter by letter (keyname.h).
    setAccessibleName(spokenText(title));
    view_->setAccessibleName(spokenText(title));
    titleChanged();
}

QString ChartPanel::title() const {
    return titleText_;
}

void ChartPanel::setTitleLabel(QLabel* shown) {
    if (!shown || shown == title_)
        return;
    shown->setParent(this);
    // Only the weight, as the panel's own label: the size follows the page's zoom.
    QFont bold;
    bold.setBold(true);
    shown->setFont(bold);
    shown->setVisible(!titleText_.isEmpty());
    delete layout()->replaceWidget(title_, shown);
    delete title_;
    title_ = shown;
    ownTitleLabel_ = false;
}

void ChartPanel::setCaption(const QString& caption) {
    caption_->setText(caption);
    // A label is read by its text: key names and math letters as spoken (keyname.h).
    caption_->setAccessibleName(spokenText(
        Qt::mightBeRichText(caption) ? QTextDocumentFragment::fromHtml(caption).toPlainText()
                                     : caption));
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
    static const QRegularExpression factors(
        QStringLiteral("(\\||cos|sin)( )(?=\\||cos|sin|θ|\\x{1D703})"));
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
    readout_->setAccessibleName(spokenText(readout));
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
        readout_->setAccessibleName(spokenText(message));
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
    // Small multiples share the row equally whatever their titles' widths: a chart's minimum
    // width follows its title, and at 800 px "divided by √dₖ" got a wider plot than "no scaling"
    // beside it, so equal weights drew unequal bars.
    view->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);
    view_->setSizePolicy(QSizePolicy::Ignored, view_->sizePolicy().verticalPolicy());
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
    // One style for every chart of the course, the lab's open one (sp29 item 11): the axis' name
    // in the text's weight, its numbers in a quieter grey that still reads at 4.5:1, no lines
    // between categories and no line beside the value numbers, so no box closes the plot; the
    // line under the bars or the points stays as their baseline.
    axis->setLabelsFont(chartFont(ChartText::Label));
    QFont title = chartFont(ChartText::Title);
    title.setBold(false);
    axis->setTitleFont(title);
    axis->setLabelsColor(tickLabelColor(pal));
    axis->setTitleBrush(pal.color(QPalette::Text));
    // Axis lines and grid lines at 3:1 against the plot in any palette (the dark palette's Mid at
    // half opacity was 1.3:1 and the grid vanished); the grid dotted, so it stays a quiet guide.
    axis->setLinePen(QPen(lineColor(pal), 1.0));
    axis->setGridLinePen(QPen(gridColor(pal), 1.0, Qt::DotLine));
    axis->setShadesVisible(false);
    const bool categories = axis->type() == QAbstractAxis::AxisTypeBarCategory;
    axis->setGridLineVisible(!categories);
    axis->setLineVisible(categories || axis->orientation() == Qt::Horizontal);
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
    description = spokenText(description);
    setAccessibleDescription(description);
    view_->setAccessibleDescription(description);
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

} // namespace attn::charts
