// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QPoint>
#include <QRectF>
#include <QStaticText>
#include <QStringList>
#include <QWidget>

#include <memory>

class QPainter;

namespace attn::charts {

// The lab's raw logits as bars that can be grabbed: one bar per key from the zero line to its
// score. A press anywhere in a bar's column grabs that bar and sets its score to the pointer's
// height; dragging moves it, snapped to step() and clamped to +-limit(), with the value shown
// beside the pointer. With focus (Tab), Left/Right choose the bar, Up/Down change it by one step,
// Page Up/Down by ten, Home/End go to the ends of the drawn range, and a number typed then Enter
// sets the bar to it (Escape drops what was typed). Every change emits valuesEdited; a release
// or a key press also emits editFinished (a point to save).
//
// Hovering a bar highlights it and shows the open hand. For assistive technology the widget is a
// group with one accessible slider per bar: named "score of key 2", valued "4.0", the bar the keys
// act on reported focused; a bar's new value and a move of the keys to another bar are announced
// on that bar's object. Without setEditable(true) (the default is editable) the bars are a plain
// picture: no grab, no focus, an accessible chart with no children.
//
// The bars never change their own count or values from outside edits: setValues (the text field
// parsed) replaces them. The drawn range is symmetric around zero, fitted to the first values,
// and afterwards only widens, to the next nice range (1, 2 or 5 times a power of ten), when a
// score comes near its edge: never while a bar is dragged and never narrower on its own, so the
// axis a student reads does not jump while the values change. refitRange() fits it afresh.
// Given the values a lesson opens with (setHomeValues), the range is the state's alone: the
// range those values open on, widened only as far as the current values need (a score past 80%
// of it), so the same values read on the same axis before and after a restart (sp23: lesson 2's
// lab read 0, 8, 4 on +-10 when edited there, on +-20 when restored).
class LogitBars : public QWidget {
    Q_OBJECT
public:
    // How an edit was made: a key held down repeats its steps (one burst to undo), while each
    // drag and each typed number is an edit of its own, however soon the next one follows.
    enum class Edit { Drag, KeyStep, Typed };
    Q_ENUM(Edit)

    explicit LogitBars(QWidget* parent = nullptr);

    void setValues(const QList<double>& values);
    const QList<double>& values() const { return values_; }
    void setStep(double step);
    double step() const { return step_; }
    void setLimit(double maxAbs);
    double limit() const { return limit_; }
    // Draws +-range whatever the values (the range of the sliders the bars are bound to);
    // without it the range fits the values with room to drag.
    void setFixedRange(double range);
    // Fits the drawn range to the current values afresh, narrower too (the lab's Restore to the
    // lesson's values).
    void refitRange();
    // Fits the range afresh only if the values have shrunk far inside it (the largest under a
    // tenth of it): typed values that replace a huge score bring the axis back, while small
    // edits keep it where it is.
    void settleRange();
    // The bars mirror a text field that writes each score in its shortest form ("2", "2.5",
    // "−1000"): the value labels are written the same way, whatever the drawn range. Without
    // it (bars bound to sliders) a label has the step's decimals, like the slider's box ("2.0").
    void setLabelsAsTyped(bool typed);
    void setEditable(bool editable);
    // The values the bars open with before any edit (a lab's lesson scores): see the class note.
    void setHomeValues(const QList<double>& values);
    bool isEditable() const { return editable_; }
    // A masked key's score is -inf whatever its value: its bar is drawn hollow down to the floor,
    // reads "masked", and can be neither grabbed nor stepped (the keys skip it).
    void setMasked(const QList<bool>& masked);
    bool isMasked(int bar) const { return masked_.value(bar, false); }
    const QList<bool>& masked() const { return masked_; }
    // The bar under the pointer that a press would grab (-1: none, or not editable).
    int hoveredBar() const { return hovered_; }
    // The bar the keys act on, whether or not the widget has focus.
    int currentBar() const { return values_.isEmpty() ? -1 : active_; }
    // The lesson's names of the keys (`keys: the, cat, sat`), one per bar; otherwise, or when
    // the count differs, the bars read "key 1", "key 2", ...
    void setKeyNames(const QStringList& names);
    bool hasKeyNames() const; // one name per bar
    // "cat", or "key 2" without names: under the bar and in tooltips.
    QString keyLabel(int bar) const;
    // "score of key 2" ("score of cat") and its value as announced ("4.0": the step's decimals).
    QString barName(int bar) const;
    QString barValueText(int bar) const;
    // What a saved picture of the bars shows, for its description: the title and every key's
    // value ("Raw logits, one bar per key: k1 2.0, k2 1.0, k3 masked").
    QString picturedValues() const;
    // The scores reach +-shownRange() on the drawing.
    double shownRange() const { return range_; }
    // The bar the keys act on (-1 without focus or bars).
    int activeBar() const { return hasFocus() ? active_ : -1; }
    int draggedBar() const { return dragged_; }
    // What the student has typed for the current bar and not yet entered ("" when nothing).
    QString typedText() const { return typed_; }
    // The values of the labelled grid lines: a nice step that reaches both ends of the range.
    QList<double> tickValues() const;
    // Where bar i's score `value` is drawn: the middle of its column at that height.
    QPoint pointFor(int bar, double value) const;
    // The box of bar i's value label text as drawn ("1.0", or what is being typed for it).
    QRectF valueLabelRect(int bar) const;
    // The dashed frame of the bar the keys act on: around the bar and its value label, so the
    // frame never crosses the label (sp22: a label wider than the bar was struck through).
    QRectF focusFrameRect(int bar) const;

    // A title over the bars and the value axis' name beside its numbers (sp27: the lab's bars
    // read as numbers without a name, on screen and in the saved picture). Empty: none drawn, as
    // inside a chart panel that has a title line of its own.
    void setTitle(const QString& title);
    QString title() const { return title_; }
    void setAxisTitle(const QString& title);
    QString axisTitle() const { return axisTitle_; }
    // What "Save chart as" writes: the same bars, values, names and range at `size`, as a
    // picture that stands alone (no grips, no focus frame). Owned by the caller, not shown.
    std::unique_ptr<LogitBars> pictureCopy(QSize size) const;
    // The smallest picture pictureCopy is asked for: a slide's 16:9 at the size of the other
    // charts' saved pictures.
    static QSize pictureSize(QSize shown);
    // Where the title and the axis title are drawn (empty when not set).
    QRectF titleRect() const;
    QRectF axisTitleRect() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void valuesEdited(const QList<double>& values);
    void editFinished(attn::charts::LogitBars::Edit how);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override; // Save chart as PNG / SVG
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    friend class LogitBarsAccessible;
    friend class LogitBarAccessible;
    QRectF plotArea() const;
    struct BarBox {
        double x = 0, width = 0, column = 0; // the bar's left edge and width, its column's width
        double y0 = 0, y1 = 0;               // the zero line and the bar's end
        double gripHeight = 0;
    };
    BarBox barBox(int bar) const;
    QFont valueLabelFont(int bar) const;
    int columnAt(QPoint pos) const;  // the bar under the pointer, masked or not; -1 outside
    QRect columnRect(int bar) const; // bar's column, the whole height of the widget
    int barAt(QPoint pos) const;     // the unmasked bar whose column holds pos, or -1
    int handleAt(QPoint pos) const;  // the bar whose grip a press at pos takes, or -1
    double valueAtY(double y) const;
    double yFor(double value) const;
    double snapped(double value, double step) const;
    double dragStep() const;
    void setBar(int bar, double value, double step);
    void fitRange(bool onlyGrow = false);
    void describe();
    // Tells assistive technology that bar's value changed (or that the keys now act on it).
    void announceValue(int bar);
    void announceFocus();
    void setHovered(int bar);
    QString valueText(double value) const;
    void drawTitles(QPainter& painter) const;
    void drawLabel(QPainter& painter, const QRectF& box, Qt::Alignment align,
                   const QString& text) const;
    int nearestUnmasked(int bar, int direction) const; // -1: every bar is masked
    int nextUnmasked(int bar, int direction) const;    // -1: none that way
    bool takeTypedKey(QKeyEvent* event);               // a digit, sign, separator, Enter...
    void setTyped(const QString& typed);

    QList<double> values_;
    QList<bool> masked_;
    QStringList keyNames_;
    double step_ = 0.1;
    bool labelsAsTyped_ = false;
    double grabOffset_ = 0.0; // from the grip's centre to where the press went down, in px
    double limit_ = 1e6;
    double range_ = 5.0;
    int active_ = 0;
    int dragged_ = -1;
    int hovered_ = -1;
    bool editable_ = true;
    bool fixedRange_ = false;
    bool fitted_ = false;    // the range was fitted to values once
    double homeRange_ = 0.0; // the range of the home values; 0: none given
    int announcedFocus_ = -1;
    QString typed_;
    QString title_;
    QString axisTitle_;
    // The widest tick label and the line height, for the range and font they were measured at:
    // plotArea() is asked for every bar and tick of every paint and pointer move, and measuring
    // the text each time was a tenth of a drag's time.
    mutable double labelWidthRange_ = 0.0;
    mutable double labelWidth_ = -1.0;
    mutable double lineHeight_ = 0.0;
    mutable QHash<QString, QStaticText> labelCache_;
};

} // namespace attn::charts
