#pragma once

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace lessons {

struct Lesson;

// Live values of a lesson's controls: slider -> double, toggle -> bool, choice -> option id.
class ParameterSet : public QObject {
    Q_OBJECT
public:
    explicit ParameterSet(QObject* parent = nullptr);

    void define(const QString& name, const QVariant& initial);
    void defineFromLesson(const Lesson& lesson); // every control's `param` with its default
    bool contains(const QString& name) const;
    QVariant value(const QString& name) const;
    double number(const QString& name) const;                  // bool -> 1/0; text or unknown -> 0
    void setValue(const QString& name, const QVariant& value); // emits changed(name) if different
    QStringList names() const;
    QHash<QString, double> numericValues() const; // for expressions; choices left out
    void clear();

signals:
    void changed(const QString& name);

private:
    QStringList order_;
    QHash<QString, QVariant> values_;
};

} // namespace lessons
