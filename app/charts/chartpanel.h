// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/numbertext.h"

#include <QChartView>
#include <QColor>
#include <QFont>
#include <QLocale>
#include <QString>
#include <QWidget>

class QAbstractAxis;
class QAccessibleInterface;
class QChart;
class QBoxLayout;
class QLabel;
class QTimer;
class QValueAxis;
class QProgressBar;
class QWheelEvent;

class QKeyEvent;

namespace attn::charts {

// The drawing area of every chart. Differs from QChartView in one way: wheel events are handed
// to the nearest enclosing scroll area, so a chart inside a lesson page scrolls the page
// (QChartView takes wheel events for zooming and never passes them on, QTBUG-119712).
// Also hosts the message shown in place of the plot when the chart cannot be drawn.
class ChartView : public QChartView {
    Q_OBJECT
public:
    explicit ChartView(QChart* chart, QWidget* parent = nullptr);

    // Shows `text` over the plot area (empty hides it).
    void setMessage(const QString& text);
    QString message() const;
    bool hasMessage() const;

    // A progress bar at the top of the plot while slow work runs; percent < 0 hides it.
    void setProgress(int percent, const QString& text);
    bool progressVisible() const;

    // The title inside the chart (QChart::setTitle) breaks onto more lines at spaces where the
    // view is too narrow for it: Qt Charts cut it with "..." ("Gezeigt: q·k unverändert (nicht
    // skalie...", German at 800 px, student pass sp15). Called on every resize; call after
    // setting a title or a font. wholeTitle() is the title as set, without the breaks.
    void wrapTitle();
    QString wholeTitle() const;

    // As tall as the view's minimum (ChartPanel::fitViewHeights). QGraphicsView's hint is its
    // scene's size, which QChartView sets to the view's on every resize: a view grown by a zoom
    // asked for its grown height ever after, and a histogram came back from Ctrl+0 75% taller
    // (sp26).
    QSize sizeHint() const override;

    // Off while the chart is saved as a picture: the focus frame marks the keyboard's place on
    // screen, not part of the chart.
    void setFocusFrameShown(bool shown) { focusFrameShown_ = shown; }

protected:
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override; // Save chart as PNG / SVG
    void keyPressEvent(QKeyEvent* event) override;            // Shift+F10: the same menu
    void paintEvent(QPaintEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void placeOverlays();

    QLabel* message_;
    QProgressBar* progress_;
    QString wholeTitle_;   // as set
    QString wrappedTitle_; // as shown, with <br> where it breaks
    bool focusFrameShown_ = true;
};

// Roles of the colours a chart draws its series with; all derive from the current palette so
// the charts follow the system's light or dark scheme.
enum class SeriesRole {
    Primary,   // measured data, weights (the palette's highlight colour)
    Secondary, // theory curves, reference lines (orange, contrast-adjusted for the background)
    Tertiary,  // markers of the current value (the palette's text colour)
};

// Text inside a chart's drawing (axis labels and titles, chart titles, legends, value labels):
// derived from the panel's font so the page's zoom (Ctrl++) scales it with the prose.
enum class ChartText {
    Label, // tick labels, value labels, legend: a little smaller than the prose
    Title, // axis and chart titles
};

// Shared frame of every chart widget: a title line, the chart view, a readout line with the
// live numbers and an optional caption.
//
// Public API used by pages:
//   setTitle / title       — heading shown above the chart; also the accessible name.
//   setCaption / caption   — text under the chart (Qt::AutoText: rich text is allowed, so a page
//                            may pass math already converted to rich text). Empty hides it.
//   readout()              — the current reading as plain text (the line may show it with
//                            math as rich text).
//   message() / hasMessage — the error shown instead of the plot (empty when drawing is fine).
//   chartView() / chart()  — the (first) drawing area, for screenshots and tests; views()
//                            lists all of them.
//   readingChanged()       — emitted after every change of the reading or of the message.
// The accessible description is "<what the chart shows> <current reading>" and is refreshed on
// every change, so a screen reader announces the live value.
class ChartPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartPanel(QWidget* parent = nullptr);
    ~ChartPanel() override;

    void setTitle(const QString& title);
    QString title() const; // plain text, as set
    // Shows the title in `shown` (the panel takes it), a label the page fills with its own rich
    // text, in place of the panel's plain one: a lesson's title with math ("the shadow of b on
    // a") sets its letters as math like the page around it (sp28 item 10). title() and the
    // accessible name stay the plain text setTitle gives.
    void setTitleLabel(QLabel* shown);
    QLabel* titleLabel() const { return title_; }
    void setCaption(const QString& caption);
    QString caption() const;

    QString readout() const;
    QString message() const;
    bool hasMessage() const;
    // True while the chart waits for work off the UI thread (a progress bar is shown after
    // 100 ms of waiting).
    bool isBusy() const { return busy_; }
    // The width a page gives the picture, as a share of its running text's measure; 0: the
    // column's whole width. A picture in equal units is about as tall as wide at heart, and a
    // few bars need no wide strip: given the whole column, their sides stay empty.
    virtual double measureShare() const { return 0.0; }
    // The running text's measure in average characters (app/measureditem.h's kMeasureChars):
    // the readout and caption under the picture keep to it however wide the picture is.
    static constexpr int kTextMeasureChars = 80;

    ChartView* chartView() const { return view_; }
    // The parts of the drawing a student grabs, as accessible children of chartView() after its
    // own (issue 23: each draggable thing an object of its own); none unless a subclass has them.
    virtual QList<QAccessibleInterface*> accessibleParts() const { return {}; }
    // The part the keys act on while the view has focus, or nullptr.
    virtual QAccessibleInterface* focusedAccessiblePart() const { return nullptr; }
    // Every drawing area of the panel (more than one for small multiples), left to right.
    const QList<ChartView*>& views() const { return views_; }
    QChart* chart() const { return chart_; }

    // Colour of a series role for the current palette.
    QColor seriesColor(SeriesRole role) const;
    // Axis lines and frames, and grid lines, drawn on a chart's Base: at least 3:1 against it.
    static QColor lineColor(const QPalette& palette);
    static QColor gridColor(const QPalette& palette);
    // Font of a kind of chart text for the current widget font.
    QFont chartFont(ChartText kind) const;
    // The number format of tick labels: the widget's locale without group separators.
    QLocale axisLocale() const;

    // For chart kinds and their helpers: adds `axis` to `target` (the main chart when null) at
    // `alignment` with a title and palette colours.
    void addStyledAxis(QAbstractAxis* axis, Qt::Alignment alignment, const QString& title,
                       QChart* target = nullptr);

signals:
    void readingChanged();

protected:
    // What the chart shows, as one or two sentences (the first part of the accessible
    // description).
    void setSummary(const QString& summary);
    // The live numbers; updates the readout line and the accessible description. `readout` is
    // plain text (readout(), the accessible description); `html`, when given, is what the line
    // shows: the same reading with math as rich text (d<sub>k</sub>, √). Without it the line shows
    // `readout` escaped.
    void setReadout(const QString& readout, const QString& html = QString());
    // The readout keeps the height of the tallest of `readings` (plain text, as setReadout takes
    // it) at its width, so a reading that changes as a control plays moves nothing below it.
    void keepReadoutRoomFor(const QStringList& readings);
    // Shows `message` over the plot instead of the data (the subclass hides its series) and
    // puts it into the readout and the accessible description. An empty message clears it.
    void setMessage(const QString& message);
    // Marks the chart as waiting for background work; `text` says what it waits for. The
    // progress bar appears only if the wait lasts over 100 ms, so quick jobs do not flicker.
    void setBusy(bool busy, const QString& text = QString(), int percent = 0);

    // Adds another chart to the right of (or, in a narrow panel, under) the existing ones (for
    // kinds made of small multiples); it is styled, forwards wheel events and is hidden while a
    // message is shown.
    QChart* addSideChart();

    // Called after the palette or the font changed (and once from the subclass constructor,
    // through restyle()); subclasses recolour their series (and set chartFont() on text items
    // of their own) here.
    virtual void applySeriesColors() {}
    // Called after setTitle: a chart whose accessible name carries its reading renames itself.
    virtual void titleChanged() {}
    void restyle();
    // Each view's minimum height from the font: room for the plot, axis labels and the legend,
    // and for a title inside the chart when it has one. Call after setting such a title.
    void fitViewHeights();

    void changeEvent(QEvent* event) override;
    // Small multiples too narrow to sit side by side (their labels would turn upright) stand
    // one under the other.
    void resizeEvent(QResizeEvent* event) override;

public:
    // True while the small multiples stand in a column (see resizeEvent).
    bool stacked() const;

private:
    void updateDescription();
    void showMessage(const QString& message);
    void styleAxis(QAbstractAxis* axis) const;

    QChart* chart_;
    ChartView* view_;
    QList<ChartView*> views_;
    QBoxLayout* row_;
    QLabel* title_;
    QString titleText_;
    bool ownTitleLabel_ = true; // title_ is the panel's plain label, not one setTitleLabel gave
    QLabel* readout_;
    QString readoutText_; // plain text of the readout line
    QLabel* caption_;
    QString summary_;
    bool restyling_ = false;
    bool busy_ = false;
    QString busyText_;
    int busyPercent_ = 0;
    QTimer* busyDelay_;
};

// The smallest of 1, 2, 5 times a power of ten that is >= rough (1 for rough <= 0 or not finite).
double niceStep(double rough);
// Sets `axis` to a range from lo to hi widened to whole steps of a nice interval (niceStep), at
// most `maxIntervals` of them, with ticks on the multiples of the step (0 is always a tick when
// in range), so tick labels read 0.5, 1, 1.5 rather than 0.38, 0.75, 1.13; the label format gets
// the step's decimals. Returns the step.
double applyNiceTicks(QValueAxis* axis, double lo, double hi, int maxIntervals);

// The decimals a tick label gets for ticks `step` apart (0.2: 1, 5: 0, 0.05: 2).
int tickDecimals(double step);
// The axis label format ("%.2f") that writes ticks `step` apart with as many decimals as the step
// has. Charts localise their numbers ("0,25" in German), and then Qt Charts (6.4) reads only
// formats of the form "%.<digits><letter>": "%g" or "%d" give every tick an empty label.
QString tickLabelFormat(double step);

// core/numbertext.h's one number format in the current locale's digits.
NumberFormat chartNumberFormat();

// Formats a number for a readout with `decimals` digits after the point, in the current locale.
QString formatNumber(double value, int decimals);
// The decimals of every dot-product size a bench chart reads out (a pair's sum, a measured and a
// theoretical standard deviation), so one spread reads alike on the charts of one page.
inline constexpr int kSpreadDecimals = 2;
// One value by the rule of numbers shown together (attn::valueText) in the current locale:
// "0.700", "32.0", "−0.250", as the lesson's {formula} readouts write the same quantity.
QString formatValue(double value);
// A number read alone in a chart's readout line by attn::exactOrValueText, as the lesson's own
// readouts write it: "6", "−0.5", "0.866" (the chart said "6.00" beside the lesson's "6").
QString formatExactOrValue(double value);
// The values a chart draws, as a screen reader is given them ("Values: Weight: key 1 12.3, ...;
// ..."): every bar set, and every named line or point series, each up to a bound.
QString chartDataText(const QChart* chart);
// The keys a grabbable handle on a chart steps with (plain arrows, Page Up/Down, Home, End):
// while a handle has focus they win over the page's shortcuts of the same keys.
bool isHandleStepKey(const QKeyEvent* event);
// `significant` digits, trailing zeros dropped, never e-notation ("6.8 × 10⁻⁵").
QString formatSignificant(double value, int significant);
// A readout line's formulas kept whole across line breaks: "|b|" never split at its bars, "|b|
// cos θ" never broken between its factors (word joiners and no-break spaces).
QString keepFormulasTogether(QString text);
// Numbers shown together (a chart's value labels, its readout) by attn::numberTexts: one
// precision, one style ("0.248", "0.210"; all "× 10ⁿ" once one needs it).
QStringList formatSignificantSet(const QList<double>& values, int significant);
// Numbers on a fixed axis and a readout of the same kind by attn::flooredTexts: `significant`
// digits in plain decimals down to the axis' resolution 10^-floorDecimals, one that is not 0 but
// smaller as "< 0.0001" (a figure cannot show it; sp32 read bars of 0.0825 beside 6.78 × 10⁻⁴
// and labels down to 2.37 × 10⁻²⁴ over bars it could not draw; sp36 bars of "0.0001" over a
// norm of "1.35 × 10⁻⁴").
QStringList formatFlooredSet(const QList<double>& values, int significant, int floorDecimals);
QString formatFloored(double value, int significant, int floorDecimals);
// A weight in percent as attn::percentText writes it, in the current locale: "< 0.01%",
// "66.5%", "99.99%". Tables, chart labels and readouts all use it, so one weight reads the same
// everywhere.
QString formatPercent(double pct);
// The same for a softmax weight of finite scores, which is never exactly 0% or 100%: one that
// underflowed to 0 reads "< 0.01%" and one rounded to 100 "> 99.99%", like the tiny weights
// beside it (a row read "0% · < 0.01%" for two keys that both got next to nothing).
QString formatSoftmaxPercent(double pct);
// Weights shown together (a table's column, a run's row, a chart's bars) by
// attn::percentWeightTexts: the decimals of the largest ("66.5%, 24.5%, 9.0%"). With `softmax`
// set they are weights of finite scores, never exactly 0% or 100%, as formatSoftmaxPercent.
QStringList formatPercentSet(const QList<double>& pcts, bool softmax = false);
// The coordinates of a point at the decimals of the larger, 3 significant digits ("0.37; 3.29").
QStringList formatPointCoordinates(const QList<double>& values);

} // namespace attn::charts
