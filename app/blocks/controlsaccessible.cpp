// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// SliderControl to a screen reader.
#include "app/blocks/controlsaccessible.h"

#include "app/blocks/controls.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QSlider>

namespace app {

namespace {

// What a screen reader reads from a lesson slider (AT-SPI asks the value interface): the value
// the spin box shows, with its unit, not the slider's position (the stop 4 of 1, 2, 4, 8 is
// position 2; a log slider has 1000 positions).
class SliderAccessible : public QAccessibleWidget, public QAccessibleValueInterface {
public:
    explicit SliderAccessible(QSlider* slider) : QAccessibleWidget(slider, QAccessible::Slider) {}

    void* interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::ValueInterface)
            return static_cast<QAccessibleValueInterface*>(this);
        return QAccessibleWidget::interface_cast(type);
    }
    QString text(QAccessible::Text type) const override {
        if (type == QAccessible::Value && control())
            return control()->valueText();
        return QAccessibleWidget::text(type);
    }
    QVariant currentValue() const override {
        return control() ? QVariant(control()->value()) : QVariant();
    }
    void setCurrentValue(const QVariant& value) override {
        if (SliderControl* slider = control())
            slider->setValue(value.toDouble());
    }
    QVariant maximumValue() const override {
        return control() ? QVariant(control()->maximum()) : QVariant();
    }
    QVariant minimumValue() const override {
        return control() ? QVariant(control()->minimum()) : QVariant();
    }
    QVariant minimumStepSize() const override {
        return control() ? QVariant(control()->stepSize()) : QVariant();
    }

private:
    SliderControl* control() const {
        return qobject_cast<SliderControl*>(widget()->parentWidget());
    }
};

} // namespace

QAccessibleInterface* sliderAccessible(const QString& className, QObject* object) {
    auto* slider = qobject_cast<QSlider*>(object);
    if (className == QLatin1String("QSlider") && slider &&
        qobject_cast<SliderControl*>(slider->parentWidget()))
        return new SliderAccessible(slider);
    return nullptr; // every other slider keeps Qt's interface
}

} // namespace app
