#include "lessons/parameters.h"

#include "lessons/lesson.h"

namespace lessons {

ParameterSet::ParameterSet(QObject* parent) : QObject(parent) {}

void ParameterSet::define(const QString& name, const QVariant& initial) {
    if (!values_.contains(name))
        order_.append(name);
    values_.insert(name, initial);
}

void ParameterSet::defineFromLesson(const Lesson& lesson) {
    for (const QString& name : lesson.parameterNames()) {
        const Block* control = lesson.control(name);
        if (!control)
            continue;
        if (control->type == QLatin1String("slider"))
            define(name, control->number(QStringLiteral("default")));
        else if (control->type == QLatin1String("toggle"))
            define(name, control->boolean(QStringLiteral("default")));
        else
            define(name, control->text(QStringLiteral("default")));
    }
}

bool ParameterSet::contains(const QString& name) const {
    return values_.contains(name);
}

QVariant ParameterSet::value(const QString& name) const {
    return values_.value(name);
}

double ParameterSet::number(const QString& name) const {
    const QVariant v = values_.value(name);
    if (v.typeId() == QMetaType::Bool)
        return v.toBool() ? 1.0 : 0.0;
    if (v.typeId() == QMetaType::QString)
        return 0.0;
    bool ok = false;
    const double d = v.toDouble(&ok);
    return ok ? d : 0.0;
}

void ParameterSet::setValue(const QString& name, const QVariant& value) {
    if (!values_.contains(name))
        order_.append(name);
    else if (values_.value(name) == value)
        return;
    values_.insert(name, value);
    emit changed(name);
}

QStringList ParameterSet::names() const {
    return order_;
}

QHash<QString, double> ParameterSet::numericValues() const {
    QHash<QString, double> out;
    for (auto it = values_.cbegin(); it != values_.cend(); ++it) {
        if (it.value().typeId() != QMetaType::QString)
            out.insert(it.key(), number(it.key()));
    }
    return out;
}

void ParameterSet::clear() {
    order_.clear();
    values_.clear();
}

} // namespace lessons
